import { QueryClient } from '@tanstack/react-query';

/**
 * One per server request, one per visit in the browser. A stale time above zero keeps the
 * browser from fetching again what the server just rendered (DESIGN §12).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}
