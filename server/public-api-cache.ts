import { LRUCache } from 'lru-cache';

// DESIGN §5: anonymous, public answers of the product API (recipes, blog, FAQ, menus…) are
// kept briefly, so a page view does not always cost a backend round trip. Concurrent misses
// for one URL share one request; when the backend fails, a stale answer still serves. A URL
// the backend did not answer in time fails at once for a moment after: the renders queued
// behind a stuck API (the page cache's waiters, ADR 022) do not each wait its time-out again.

/** How long a URL that timed out fails without asking again. */
const timedOutMemoMs = 2_000;

/** The backend did not answer within the render's time-out. */
class TimedOut extends Error {
  constructor(url: string) {
    super(`${url} timed out`);
  }
}

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
  const timedOut = new LRUCache<string, TimedOut>({ max: options.max, ttl: timedOutMemoMs });
  const cache = new LRUCache<string, CachedAnswer>({
    max: options.max,
    ttl: options.ttlMs,
    allowStale: false,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    async fetchMethod(url, _stale, { signal }) {
      // failed as it just did, without asking: the stale answer serves, if there is one
      const recentTimeOut = timedOut.get(url);
      if (recentTimeOut) throw recentTimeOut;
      // a timer of our own: on Node 20, AbortSignal.any over this signal and a timeout let the
      // calls after the first wait for a stuck API until it died (public-api-cache.test.ts)
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new TimedOut(url)), options.timeoutMs);
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
      } catch (error) {
        if (error instanceof TimedOut) timedOut.set(url, error);
        throw error;
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', cancel);
      }
      // only successes and 404s are worth keeping; an error must not stick
      if (answer.status !== 200 && answer.status !== 404)
        throw new Error(`${url} answered ${answer.status}`);
      return answer;
    },
  });

  /** A `fetch` for GET calls without credentials, answered from the cache when it can. */
  const cachedFetch: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if ((init?.method ?? 'GET') !== 'GET') return fetch(input, init);
    // a failure leaves the stale answer, or none (allowStaleOnFetchRejection: never a rejection)
    const answer = await cache.fetch(url);
    if (!answer) throw timedOut.get(url) ?? new Error(`no answer for ${url}`);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };

  return { fetch: cachedFetch, clear: () => cache.clear() };
}
