import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { compressedBody, cutNonce, identityBody, type BodyVariant } from './page-body.ts';
import type { CapturedPage } from './page-capture.ts';
import { anonymousPageCacheControl } from './page-lifetime.ts';

// The rendered bytes of anonymous pages (DESIGN §11, ADR 022): kept by size, fresh for the
// page's s-maxage, then served stale for its stale-while-revalidate window while one render
// refreshes them; one render at a time per page, whoever asks.

export interface CachedPage {
  /** compressed once when stored; an encoding whose check failed is not kept */
  body: { identity: BodyVariant; br: BodyVariant | undefined; gzip: BodyVariant | undefined };
  /** the nonce's length: each answer writes its own in the holes */
  holeLength: number;
  storedAt: number;
  /** bytes kept, every encoding counted */
  size: number;
}

export type Lookup =
  { page: CachedPage; state: 'fresh' | 'stale' } | { page: undefined; state: 'absent' };

export interface PageCache {
  lookup(key: string): Lookup;
  /** the render under way for this key, if any */
  pending(key: string): Promise<CachedPage | undefined> | undefined;
  /**
   * Stores what `render` captures, unless a render of this key is already under way: then
   * that one's result. Resolves to the stored page, or undefined when it could not be stored.
   */
  fill(key: string, render: () => Promise<CapturedPage>): Promise<CachedPage | undefined>;
  /** the largest page that can be kept */
  maxPageBytes: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  staleMs: number;
  /** milliseconds, monotonic */
  clock: () => number;
  logger: Logger;
  /** renders cut by their time limit are not complete documents */
  renderTimeoutMs: number;
}

// what React writes for a Suspense boundary it left to the browser (an error, or the render's
// time limit): the document is not complete, crawlers would not get the content (DESIGN §12)
const clientRenderedBoundary = [Buffer.from('<!--$!-->'), Buffer.from('$RX(')];

const overheadBytes = 1024;

const nonceAttribute = Buffer.from('nonce="');

/** Every nonce attribute carries the render's nonce: the holes will hold each answer's own. */
function everyNonceIs(html: Buffer, nonce: string): boolean {
  const expected = Buffer.from(`nonce="${nonce}"`);
  for (let at = html.indexOf(nonceAttribute); at >= 0; at = html.indexOf(nonceAttribute, at + 1))
    if (html.compare(expected, 0, expected.length, at, at + expected.length) !== 0) return false;
  return true;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page, key) => page.size + key.length * 2,
  });
  const underWay = new Map<string, Promise<CachedPage | undefined>>();

  const storable = (captured: CapturedPage) =>
    captured.status === 200 &&
    captured.complete &&
    !captured.setsCookie &&
    captured.cacheControl === anonymousPageCacheControl &&
    captured.html.length > 0 &&
    !clientRenderedBoundary.some((mark) => captured.html.includes(mark)) &&
    everyNonceIs(captured.html, captured.nonce);

  async function store(key: string, render: () => Promise<CapturedPage>) {
    const started = options.clock();
    const captured = await render();
    const timedOut = options.clock() - started >= options.renderTimeoutMs;
    if (!storable(captured) || timedOut) {
      // a page gone or moved is not served stale; after a failure (5xx, a cut render) the
      // stale copy keeps serving until its window ends
      if (captured.complete && captured.status < 500 && captured.status !== 200) pages.delete(key);
      return undefined;
    }
    const document = cutNonce(captured.html, captured.nonce);
    const [br, gzip] = await Promise.all([
      compressedBody(document, 'br'),
      compressedBody(document, 'gzip'),
    ]);
    if (!br || !gzip)
      options.logger.warn({ key, br: !!br, gzip: !!gzip }, 'page kept without an encoding');
    const body = { identity: identityBody(document), br, gzip };
    const page: CachedPage = {
      body,
      holeLength: document.holeLength,
      storedAt: options.clock(),
      size:
        overheadBytes +
        Object.values(body).reduce((sum, variant) => sum + (variant?.length ?? 0), 0),
    };
    pages.set(key, page);
    return pages.has(key) ? page : undefined;
  }

  return {
    maxPageBytes: options.maxBytes,
    lookup(key) {
      const page = pages.get(key);
      if (!page) return { page: undefined, state: 'absent' };
      const age = options.clock() - page.storedAt;
      if (age < options.ttlMs) return { page, state: 'fresh' };
      if (age < options.ttlMs + options.staleMs) return { page, state: 'stale' };
      pages.delete(key);
      return { page: undefined, state: 'absent' };
    },
    pending: (key) => underWay.get(key),
    fill(key, render) {
      const running = underWay.get(key);
      if (running) return running;
      const filled = store(key, render)
        .catch((error: unknown) => {
          options.logger.error({ err: error, key }, 'page cache fill failed');
          return undefined;
        })
        .finally(() => underWay.delete(key));
      underWay.set(key, filled);
      return filled;
    },
  };
}
