import { hashKey, type QueryClient } from '@tanstack/react-query';
import { LRUCache } from 'lru-cache';
import { createQueryClient } from '../app/query-client.ts';
import type { Ensure } from './ensure.ts';

export interface ResultCache {
  get(hash: string, allowStale: boolean): unknown;
  set(hash: string, value: unknown): void;
}

/**
 * An anonymous server render's way (DESIGN §5): public results are shared between requests for
 * a short while, parsed and validated once; when the product API fails, a stale result serves.
 */
export function ensureShared(queryClient: QueryClient, shared: ResultCache): Ensure {
  // where the query functions of this request run, made at its first miss: what they read on
  // the way (another query) stays out of the request's own cache, which the browser receives,
  // so that a miss brings the same data as a hit
  let workspace: QueryClient | undefined;
  return async (options) => {
    const hash = hashKey(options.queryKey);
    const known = shared.get(hash, false);
    if (known !== undefined) {
      queryClient.setQueryData(options.queryKey, known as never);
      return known as never;
    }
    try {
      workspace ??= createQueryClient('server');
      const data = await workspace.ensureQueryData(options);
      shared.set(hash, data);
      queryClient.setQueryData(options.queryKey, data as never);
      return data;
    } catch (error) {
      const stale = shared.get(hash, true);
      if (stale === undefined) throw error;
      queryClient.setQueryData(options.queryKey, stale as never);
      return stale as never;
    }
  };
}

/**
 * A visitor's own render (DESIGN §5): nothing shared, each result computed apart from the
 * request all the same, so that its data block carries what the page reads, as an anonymous one.
 */
export const ensureApart = (queryClient: QueryClient): Ensure =>
  ensureShared(queryClient, { get: () => undefined, set: () => undefined });

/** Query results for anonymous renders: kept a minute, like the product API's public answers. */
export function resultCache(): ResultCache {
  const cache = new LRUCache<string, { value: unknown }>({
    max: 5000,
    ttl: 60_000,
    allowStale: false,
    noDeleteOnStaleGet: true,
  });
  return {
    get: (hash, allowStale) => cache.get(hash, { allowStale })?.value,
    set: (hash, value) => cache.set(hash, { value }),
  };
}
