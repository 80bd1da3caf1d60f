import {
  hashKey,
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

export type Ensure = <T, K extends QueryKey>(
  options: EnsureQueryDataOptions<T, Error, T, K>,
) => Promise<T>;

export interface ResultCache {
  get(hash: string, allowStale: boolean): unknown;
  set(hash: string, value: unknown): void;
}

/** The browser's way, and an authenticated render's: the query cache of this visit or request. */
export function ensureIn(queryClient: QueryClient): Ensure {
  return (options) => queryClient.ensureQueryData(options);
}

/**
 * An anonymous server render's way (DESIGN §5): public results are shared between requests for
 * a short while, parsed and validated once; when the product API fails, a stale result serves.
 */
export function ensureShared(queryClient: QueryClient, shared: ResultCache): Ensure {
  return async (options) => {
    const hash = hashKey(options.queryKey);
    const known = shared.get(hash, false);
    if (known !== undefined) {
      queryClient.setQueryData(options.queryKey, known as never);
      return known as never;
    }
    try {
      const data = await queryClient.ensureQueryData(options);
      shared.set(hash, data);
      return data;
    } catch (error) {
      const stale = shared.get(hash, true);
      if (stale === undefined) throw error;
      queryClient.setQueryData(options.queryKey, stale as never);
      return stale as never;
    }
  };
}
