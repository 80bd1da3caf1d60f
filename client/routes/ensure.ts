import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** How a loader fills the query cache. */
export type Ensure = <T, K extends QueryKey>(
  options: EnsureQueryDataOptions<T, Error, T, K>,
) => Promise<T>;

/** The browser's way, and an authenticated render's: the query cache of this visit or request. */
export function ensureIn(queryClient: QueryClient): Ensure {
  return (options) => queryClient.ensureQueryData(options);
}
