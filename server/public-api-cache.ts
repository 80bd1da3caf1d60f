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
      // a timer of our own: on Node 20, AbortSignal.any over this signal and a timeout let the
      // calls after the first wait for a stuck API until it died (public-api-cache.test.ts)
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('timed out')), options.timeoutMs);
      const cancel = () => controller.abort(signal.reason);
      signal.addEventListener('abort', cancel, { once: true });
      let answer: CachedAnswer;
      try {
        const response = await fetch(url, {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
        answer = {
          status: response.status,
          contentType: response.headers.get('content-type') ?? 'application/json',
          body: await response.text(),
        };
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', cancel);
      }
      // only successes and 404s are worth keeping; an error must not stick
      if (answer.status !== 200 && answer.status !== 404)
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
