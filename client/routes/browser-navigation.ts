import { createRouteMatcher } from '../../shared/match-route.ts';
import { routeTable } from '../../shared/routes.ts';
import { metaForRoute } from '../app/meta-for-route.ts';
import type { RouteState } from '../router/route-state.ts';
import type { LoaderDeps } from './loader-deps.ts';
import { resolveRoute } from './resolve-route.ts';

/**
 * What the browser needs from the first client-side navigation on (route table, loaders,
 * metadata), kept out of the JavaScript that hydrates the page (issue 4's budget, ADR 017).
 */
export function createBrowserNavigation(deps: LoaderDeps) {
  const table = routeTable({ brandName: deps.site.brandName });
  const matchRoute = createRouteMatcher(table);
  return {
    resolve: (url: URL) => resolveRoute(url, matchRoute, deps),
    metaOf: (route: RouteState) =>
      metaForRoute({ route, queryClient: deps.queryClient, site: deps.site, table }),
  };
}

export type BrowserNavigation = ReturnType<typeof createBrowserNavigation>;
