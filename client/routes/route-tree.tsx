import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { anonymousVisitor, guardRedirect } from '../../shared/guard.ts';
import { legacyRedirect, redirectStatus } from '../../shared/redirects.ts';
import type { RouteDef } from '../../shared/routes.ts';
import { ApiUnavailableError } from '../api/api-error.ts';
import { Root, RootError, RouteError } from '../app/root-route.tsx';
import { visitorQuery } from '../api/queries/visitor.ts';
import { RouteStatus } from '../router/route-outcome.ts';
import { once } from './load-once.ts';
import type { LoaderDeps } from './loader-deps.ts';
import { pageModules } from './page-modules.ts';

/** What a route of the table carries for the site's own code (its entry of the route table). */
export interface RouteHandle {
  def: RouteDef;
}

export interface RouteTreeOptions {
  table: RouteDef[];
  /** the loaders' query cache and clients: the request's on the server, the visit's in the browser */
  depsOf: (context: unknown) => LoaderDeps;
}

/**
 * The one route tree React Router runs on both sides (DESIGN §3): a root for spec §2's legacy
 * redirects and `?logout`, then a route per entry of the table, whose loader applies the guard
 * and pre-fetches the page's data into the query cache, and whose module loads lazily.
 */
export function routeTree(options: RouteTreeOptions): RouteObject[] {
  const { depsOf } = options;
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RootError,
      async loader({ request, context }: LoaderFunctionArgs) {
        const url = new URL(request.url);
        const legacy = legacyRedirect(url.pathname, url.search);
        if (legacy) throw redirect(legacy, redirectStatus);
        const deps = depsOf(context);
        // spec §2: ?logout clears the session, then the URL loses the parameter
        if (url.searchParams.has('logout') && deps.logout) {
          await deps.logout();
          url.searchParams.delete('logout');
          throw redirect(`${url.pathname}${url.search}`, 302);
        }
        return null;
      },
      // the root's checks depend on the URL only: they run again when it changes
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href !== nextUrl.href,
      children: options.table.map((def) => pageRoute(def, options)),
    },
  ];
}

const loadPageLoaders = once(() => import('./page-loaders.ts'));

function pageRoute(def: RouteDef, options: RouteTreeOptions): RouteObject {
  const handle: RouteHandle = { def };
  return {
    // a route's aliases share its name (spec §2): its path tells them apart
    id: `${def.name} ${def.path}`,
    path: def.path,
    handle,
    ErrorBoundary: RouteError,
    async loader({ request, params, context }: LoaderFunctionArgs) {
      const deps = options.depsOf(context);
      const visitor = (await deps.queryClient.ensureQueryData(visitorQuery())) ?? anonymousVisitor;
      const guarded = guardRedirect(def, visitor, {
        subscriberSiteUrl: deps.site.subscriberSiteUrl,
      });
      if (guarded) throw redirect(guarded, 302);
      // the loaders and their query definitions load with the first navigation: the first page
      // hydrates from what the server sent (ADR 024)
      const { pageLoaders } = await loadPageLoaders();
      try {
        await pageLoaders[def.page]?.({ def, params, url: new URL(request.url), deps });
      } catch (error) {
        // DESIGN §12: a status thrown as a response, settled before the first byte
        if (error instanceof RouteStatus) throw data(null, { status: error.status });
        if (error instanceof ApiUnavailableError) throw data(null, { status: 503 });
        throw error;
      }
      // the data is in the query cache (DESIGN §12: one source of data), not in the router's
      return null;
    },
    async lazy() {
      const { Component } = await pageModules[def.page].load();
      return { Component };
    },
  };
}
