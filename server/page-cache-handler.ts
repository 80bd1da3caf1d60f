import type { Request, RequestHandler, Response } from 'express';
import { acceptedEncodings } from './accepted-encoding.ts';
import { authCookieName, tokenFrom } from './auth-cookie.ts';
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
  /** the key of a URL of the site, under its base path (ADR 051) */
  keyOf: (url: string) => PageCacheKey;
  /** a render for nobody in particular: the refresh of a stale page */
  renderAnonymous: (url: string) => Promise<CapturedPage>;
}

/** Whether a response answers from the cache: compression leaves it alone (it is stored so). */
export const fromPageCache = (res: Response): boolean => res.locals.fromPageCache === true;

/**
 * The address a page is rendered for: a miss kept by the cache is its key's page, without the
 * parameters the page does not read nor the URL's spelling (ADR 022): React Router's forms
 * post to the address as typed, and a first visitor's `?utm_campaign=` would be everyone's.
 */
export const renderedUrl = (req: Request, res: Response): string =>
  typeof res.locals.pageCacheKey === 'string' ? res.locals.pageCacheKey : req.url;

export interface PageCacheHandlers {
  /**
   * Early in the pipeline (ADR 028): fresh pages for the URLs that went through the whole
   * pipeline to `pages` before, GET without a session; anything else goes on.
   */
  hits: RequestHandler;
  /** In the pages' place: hits, stale pages, misses rendered and kept, bypasses (ADR 022). */
  pages: RequestHandler;
}

/** URLs remembered as having reached the pages; the set forgets everything when full. */
const reachedMax = 2000;
const reachedUrlMax = 256;

export function pageCacheHandlers(options: PageCacheHandlerOptions): PageCacheHandlers {
  const { cache } = options;
  const keyFor = (req: Request): string | undefined => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    // a visitor with a session, any session, only ever gets their own pages (DESIGN §5); a
    // cookie that holds no token at all is no session (auth-cookie.ts), and no way around the cache
    if (tokenFrom(req)) return undefined;
    const found = options.keyOf(req.url);
    return 'key' in found ? found.key : undefined;
  };
  // what the pipeline does before the pages, for GET without a session, depends on the URL
  // alone (files, health, sitemap, ?logout, redirects, auth routes, the API proxy): a URL that
  // reached the pages once would again, and its hits may skip that part (ADR 028)
  const reached = new Set<string>();
  const remember = (url: string) => {
    if (reached.has(url) || url.length > reachedUrlMax) return;
    if (reached.size >= reachedMax) reached.clear();
    reached.add(url);
  };

  const hits: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || !reached.has(req.url)) return next();
    // cookie-parser has not run yet: any cookie header naming the session goes the long way
    if (req.headers.cookie?.includes(authCookieName)) return next();
    const found = options.keyOf(req.url);
    if (!('key' in found)) return next();
    const lookup = cache.lookup(found.key);
    if (lookup.state !== 'fresh' || !answer(req, res, lookup.page, 'HIT')) next();
  };

  const pages: RequestHandler = async (req, res, next) => {
    const key = keyFor(req);
    if (key === undefined) {
      res.setHeader('X-Cache', 'BYPASS');
      return next();
    }
    if (req.method === 'GET') remember(req.url);
    const found = cache.lookup(key);
    if (found.state === 'fresh') return answerOr(req, res, found.page, 'HIT', next);
    if (found.state === 'stale') {
      // one refresh (fill joins the one under way); the key is the page's own URL, without the
      // parameters it does not read
      void cache.fill(key, () => options.renderAnonymous(key));
      return answerOr(req, res, found.page, 'STALE', next);
    }
    // concurrent misses of one page: one render, the others wait for it
    const pending = cache.pending(key);
    if (pending) {
      const page = await pending;
      if (page) return answerOr(req, res, page, 'HIT', next);
      res.setHeader('X-Cache', 'MISS');
      return next();
    }
    res.setHeader('X-Cache', 'MISS');
    res.locals.pageCacheKey = key;
    // the visitor is streamed as ever, the bytes are kept on the way
    const captured = captureResponse(res, cache.maxPageBytes);
    void cache.fill(key, () => captured);
    next();
  };

  return { hits, pages };
}

/** The page answered, or rendered when it cannot be (its holes do not fit this nonce). */
function answerOr(
  req: Request,
  res: Response,
  page: CachedPage,
  state: 'HIT' | 'STALE',
  next: () => void,
): void {
  if (answer(req, res, page, state)) return;
  res.setHeader('X-Cache', 'BYPASS');
  next();
}

/** The stored page in the encoding the request accepts, with this answer's nonce. */
function answer(req: Request, res: Response, page: CachedPage, state: 'HIT' | 'STALE'): boolean {
  const nonce = Buffer.from(nonceOf(res));
  if (nonce.length !== page.holeLength) return false;
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
    return true;
  }
  // one write to the socket for the whole answer
  res.cork();
  for (const chunk of chunksWith(body, nonce)) res.write(chunk);
  res.end();
  return true;
}
