import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { DataStrategyFunction, DataStrategyResult } from 'react-router-dom';
import { parseState } from './app-state.ts';
import { liveOnly, routeDataFile } from '../../shared/showcase.ts';
import { routePath, sitePath } from './base-path.ts';

// Spec §1's static showcase (ADR 051): files on a static host, no server and, unless
// SHOWCASE_API_URL says otherwise, no product API behind them.

/** Where the showcase keeps a page's data: `/recettes` → `/vitrine/recettes/route-data.json`. */
export const routeDataUrl = (path: string): string =>
  sitePath(`${path.replace(/\/+$/, '')}/${routeDataFile}`);

/**
 * Before a client navigation runs its loaders, the data the page was built with goes into the
 * query cache, where the loaders find it; a page the showcase does not have loads nothing here
 * and its loader says what it would have said.
 */
export function showcaseDataStrategy(queryClient: QueryClient): DataStrategyFunction {
  const loaded = new Set<string>();
  return async ({ request, matches }) => {
    const path = routePath(new URL(request.url).pathname);
    // a page only the live site has has no file here: its guard sends the visitor there
    if (path !== null && !loaded.has(path) && !liveOnly(path)) {
      const response = await fetch(routeDataUrl(path)).catch(() => null);
      if (response?.ok) {
        hydrate(queryClient, parseState(await response.text()).queries);
        loaded.add(path);
      }
    }
    const results: Record<string, DataStrategyResult> = {};
    await Promise.all(
      matches
        .filter((match) => match.shouldLoad)
        .map(async (match) => {
          results[match.route.id] = await match.resolve();
        }),
    );
    return results;
  };
}

/**
 * spec §2: `?logout` ends the session, then the URL loses the parameter. The showcase has no
 * session to end (its live site keeps its own), and no server to take the parameter away.
 */
export function dropLogoutParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('logout')) return;
  url.searchParams.delete('logout');
  window.history.replaceState(window.history.state, '', url);
}

/** What the built data is kept as: never asked again of an API the showcase may not have. */
export const showcaseQueryDefaults = {
  staleTime: Infinity,
  refetchOnMount: false,
  refetchOnReconnect: false,
  refetchOnWindowFocus: false,
} as const;

/** The product API's calls without SHOWCASE_API_URL: refused at once, as an unreachable API. */
export const noProductApi: typeof fetch = () =>
  Promise.reject(new TypeError('the static showcase has no product API'));
