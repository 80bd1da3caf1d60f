import { QueryClient } from '@tanstack/react-query';

/**
 * One per server request, one per visit in the browser. A stale time above zero keeps the
 * browser from fetching again what the server just rendered (DESIGN §12). On the server,
 * no garbage-collection timers: a timer per query would keep each request's whole cache
 * alive for the timer's length (measured: RSS from 0.8 to 2.7 GB over 20,000 requests).
 */
export function createQueryClient(side: 'server' | 'browser'): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: side === 'server' ? Infinity : 30 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}
