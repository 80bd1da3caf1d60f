import { hydrate, type QueryClient } from '@tanstack/react-query';
import { data, type DataStrategyFunction, type DataStrategyResult } from 'react-router-dom';
import { parseState } from './app-state.ts';
import { legacyRedirect } from '../../shared/redirects.ts';
import { liveOnly, routeDataFile } from '../../shared/showcase.ts';
import { routePath, sitePath } from './base-path.ts';

// Spec §1's static showcase (ADR 051): files on a static host, no server and, unless
// SHOWCASE_API_URL says otherwise, no product API behind them.

/** Where the showcase keeps a page's data: `/recettes` → `/vitrine/recettes/route-data.json`. */
export const routeDataUrl = (path: string): string =>
  sitePath(`${path.replace(/\/+$/, '')}/${routeDataFile}`);

/**
 * Before a client navigation runs its loaders, the data the page was built with goes into the
 * query cache, where the loaders find it. A page the showcase was not built with is its 404
 * page, as its address loaded afresh would be (the showcase's `404.html`), not the page of an
 * API that is not there.
 */
export function showcaseDataStrategy(queryClient: QueryClient): DataStrategyFunction {
  const loaded = new Set<string>();
  return async ({ request, matches }) => {
    const url = new URL(request.url);
    const path = routePath(url.pathname);
    let missing = false;
    // a page only the live site has has no file here: its guard sends the visitor there; a
    // legacy address has none either: the root's loader redirects it
    if (
      path !== null &&
      !loaded.has(path) &&
      !liveOnly(path) &&
      !legacyRedirect(path, url.search)
    ) {
      const response = await fetch(routeDataUrl(path)).catch(() => null);
      if (response?.ok) {
        hydrate(queryClient, parseState(await response.text()).queries);
        loaded.add(path);
      }
      missing = response?.status === 404;
    }
    const leaf = matches.at(-1);
    const results: Record<string, DataStrategyResult> = {};
    await Promise.all(
      matches
        .filter((match) => match.shouldLoad)
        .map(async (match) => {
          results[match.route.id] =
            missing && match === leaf
              ? { type: 'error', result: data(null, { status: 404 }) }
              : await match.resolve();
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
