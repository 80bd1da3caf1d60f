import { QueryClient } from '@tanstack/react-query';

/**
 * One per server request, one per visit in the browser.
 *
 * In the browser, a stale time keeps it from fetching again what the server rendered (DESIGN
 * §12): longer than the page cache serves a page after its render (s-maxage and
 * stale-while-revalidate, server/page-lifetime.ts: 6 minutes), else a page served late in its
 * stale window would fetch all its data again as it hydrates. On the server, query-core's own
 * defaults are the ones we want — no garbage-collection timer (`gcTime` Infinity: a timer per
 * query kept each request's cache alive, RSS 0.8 → 2.7 GB over 20,000 requests) and no retry —
 * so the client gets no defaults of its own: with them, resolving a query's options cost 6–7 µs
 * instead of 1 µs on Node 20 (ADR 019), and a render resolves a dozen.
 */
export function createQueryClient(side: 'server' | 'browser'): QueryClient {
  if (side === 'server') return new QueryClient();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10 * 60_000,
        gcTime: 30 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}
