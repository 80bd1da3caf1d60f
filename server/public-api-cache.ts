import { LRUCache } from 'lru-cache';

// DESIGN §5: anonymous, public answers of the product API (recipes, blog, FAQ, menus…) are
// kept briefly, so a page view does not always cost a backend round trip. Concurrent misses
// for one URL share one request; when the backend fails, a stale answer still serves.

interface CachedAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface PublicApiCacheOptions {
  ttlMs: number;
  /** entries kept at most */
  max: number;
  timeoutMs: number;
}

export function createPublicApiCache(options: PublicApiCacheOptions) {
  const cache = new LRUCache<string, CachedAnswer>({
    max: options.max,
    ttl: options.ttlMs,
    allowStale: false,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    async fetchMethod(url, _stale, { signal }) {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      const body = await response.text();
      const answer = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body,
      };
      // only successes and 404s are worth keeping; an error must not stick
      if (response.status !== 200 && response.status !== 404)
        throw Object.assign(new Error('not cacheable'), { answer });
      return answer;
    },
  });

  /** A `fetch` for GET calls without credentials, answered from the cache when it can. */
  const cachedFetch: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if ((init?.method ?? 'GET') !== 'GET') return fetch(input, init);
    let answer: CachedAnswer | undefined;
    try {
      answer = await cache.fetch(url);
    } catch (error) {
      const uncached = (error as { answer?: CachedAnswer }).answer;
      if (!uncached) throw error;
      answer = uncached;
    }
    if (!answer) throw new Error(`no answer for ${url}`);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };

  return { fetch: cachedFetch, clear: () => cache.clear() };
}
