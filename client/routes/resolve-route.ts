import { guardRedirect, anonymousVisitor } from '../../shared/guard.ts';
import type { RouteMatch } from '../../shared/match-route.ts';
import { legacyRedirect, redirectStatus } from '../../shared/redirects.ts';
import { ApiUnavailableError } from '../api/api-error.ts';
import { visitorQuery } from '../api/queries/visitor.ts';
import { RouteStatus } from '../router/route-outcome.ts';
import { locationOf, type Resolution } from '../router/route-state.ts';
import type { LoaderDeps } from './loader-deps.ts';
import { pageLoaders } from './page-loaders.ts';
import { pageModules } from './page-modules.ts';

/**
 * What a URL leads to, on the server and in the browser alike: the legacy redirects (spec §2),
 * `?logout`, the guard, then the page's loader (its data into the query cache) and its module.
 */
export async function resolveRoute(
  url: URL,
  matchRoute: (pathname: string) => RouteMatch | null,
  deps: LoaderDeps,
): Promise<Resolution> {
  const legacy = legacyRedirect(url.pathname, url.search);
  if (legacy) return { type: 'redirect', status: redirectStatus, location: legacy };
  if (url.searchParams.has('logout') && deps.logout) {
    await deps.logout();
    const next = new URL(url);
    next.searchParams.delete('logout');
    return { type: 'redirect', status: 302, location: `${next.pathname}${next.search}` };
  }
  const match = matchRoute(url.pathname);
  if (!match) throw new Error(`no route for ${url.pathname}: the table must end with '*'`);
  const { def, params } = match;

  const visitor = (await deps.queryClient.ensureQueryData(visitorQuery())) ?? anonymousVisitor;
  const guarded = guardRedirect(def, visitor, { subscriberSiteUrl: deps.site.subscriberSiteUrl });
  if (guarded) return { type: 'redirect', status: 302, location: guarded };

  const location = locationOf(url);
  // the module loads while the data does; a failed import is the caller's to handle
  const module = pageModules[def.page].load();
  const failed = async (status: number, error?: unknown): Promise<Resolution> => {
    module.catch(() => undefined);
    const { Component } = await pageModules['not-found'].load();
    return { type: 'page', route: { location, match, status, Page: Component }, error };
  };
  try {
    await pageLoaders[def.page]?.({ def, params, url, deps });
  } catch (error) {
    if (error instanceof RouteStatus) return failed(error.status);
    if (error instanceof ApiUnavailableError) return failed(503);
    return failed(500, error);
  }
  const { Component } = await module;
  return { type: 'page', route: { location, match, status: 200, Page: Component } };
}
