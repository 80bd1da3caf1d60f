import type { Request, RequestHandler, Response } from 'express';
import { acceptedEncodings } from './accepted-encoding.ts';
import { hasAuthCookie } from './auth-cookie.ts';
import { chunksWith } from './page-body.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import type { PageCacheKey } from './page-cache-key.ts';
import { captureResponse, type CapturedPage } from './page-capture.ts';
import { anonymousPageCacheControl } from './page-lifetime.ts';
import { nonceOf } from './security-headers.ts';

// DESIGN §11, ADR 022: anonymous pages answered from the cache when it has them, rendered and
// kept when it has not. `X-Cache` says which: HIT (from the cache, perhaps after waiting for
// the render another visitor started), STALE (from the cache after its time to live, while
// one render refreshes it), MISS (rendered: stored when it can be), BYPASS (rendered, never
// stored: a session, a method other than GET and HEAD, a page that differs from its key).

export interface PageCacheHandlerOptions {
  cache: PageCache;
  keyOf: (originalUrl: string) => PageCacheKey;
  /** a render for nobody in particular: the refresh of a stale page */
  renderAnonymous: (url: string) => Promise<CapturedPage>;
}

/** Whether a response answers from the cache: compression leaves it alone (it is stored so). */
export const fromPageCache = (res: Response): boolean => res.locals.fromPageCache === true;

export function pageCacheHandler(options: PageCacheHandlerOptions): RequestHandler {
  const { cache } = options;
  const keyFor = (req: Request): string | undefined => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    // a visitor with a session, any session, only ever gets their own pages (DESIGN §5)
    if (hasAuthCookie(req)) return undefined;
    const found = options.keyOf(req.originalUrl);
    return 'key' in found ? found.key : undefined;
  };

  return async (req, res, next) => {
    const key = keyFor(req);
    if (key === undefined) {
      res.setHeader('X-Cache', 'BYPASS');
      return next();
    }
    const found = cache.lookup(key);
    if (found.state === 'fresh') return answer(req, res, found.page, 'HIT', next);
    if (found.state === 'stale') {
      // one refresh (fill joins the one under way); the key is the page's own URL, without the
      // parameters it does not read
      void cache.fill(key, () => options.renderAnonymous(key));
      return answer(req, res, found.page, 'STALE', next);
    }
    // concurrent misses of one page: one render, the others wait for it
    const pending = cache.pending(key);
    if (pending) {
      const page = await pending;
      if (page) return answer(req, res, page, 'HIT', next);
      res.setHeader('X-Cache', 'MISS');
      return next();
    }
    res.setHeader('X-Cache', 'MISS');
    // the visitor is streamed as ever, the bytes are kept on the way
    const captured = captureResponse(res, cache.maxPageBytes);
    void cache.fill(key, () => captured);
    next();
  };
}

/** The stored page in the encoding the request accepts, with this answer's nonce. */
function answer(
  req: Request,
  res: Response,
  page: CachedPage,
  state: 'HIT' | 'STALE',
  next: () => void,
): void {
  const nonce = Buffer.from(nonceOf(res));
  if (nonce.length !== page.holeLength) {
    res.setHeader('X-Cache', 'BYPASS');
    next();
    return;
  }
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const [encoding, body] =
    accepted.br && page.body.br
      ? (['br', page.body.br] as const)
      : accepted.gzip && page.body.gzip
        ? (['gzip', page.body.gzip] as const)
        : (['identity', page.body.identity] as const);
  res.locals.fromPageCache = true;
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', anonymousPageCacheControl);
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  res.setHeader('X-Cache', state);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // one write to the socket for the whole answer
  res.cork();
  for (const chunk of chunksWith(body, nonce)) res.write(chunk);
  res.end();
}
