import { liveOnly, routeDataFile } from '../../shared/showcase.ts';
import { drain } from './drain.ts';
import { dataBlockOf, pageLinks, withoutNonces } from './page-links.ts';
import { redirectPage } from './static-pages.ts';

export interface CrawlOptions {
  /** the site in showcase mode: `get('/recettes')` asks for it under the base path */
  get: (path: string) => Promise<Response>;
  /** where `get` asks, and the base path the pages' URLs are under */
  origin: string;
  base: string;
  /** the public URL of the showcase's root (canonical URLs of the redirects) */
  publicUrl: string;
  /** the paths to start from */
  start: string[];
  write: (path: string, body: string | Uint8Array) => void;
}

export interface Crawled {
  pages: number;
  redirects: number;
  /** the paths crawled, pages and redirects */
  seen: Set<string>;
  /** the pictures the pages show (`/uploads/…`), to copy */
  pictures: Set<string>;
  /** what could not be written, in a line each */
  broken: string[];
}

/** The file of a page of the showcase: `/recettes/page/1` → `/recettes/page/1/index.html`. */
export const pageFile = (path: string): string => `${path.replace(/\/+$/, '')}/index.html`;

/**
 * Spec §1's static showcase (ADR 051): every page reached from `start` through the links of the
 * pages, written as it is served (nonces left out) with its data block beside it; a redirect
 * becomes a page that redirects. Pages only the live site has are not followed.
 */
export async function crawl(options: CrawlOptions): Promise<Crawled> {
  const { base, origin } = options;
  const queue = [...new Set(options.start)];
  const crawled: Crawled = {
    pages: 0,
    redirects: 0,
    seen: new Set(queue),
    pictures: new Set(),
    broken: [],
  };
  const follow = (from: string, url: URL): void => {
    if (url.origin !== origin) return;
    const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : null;
    if (path === null) crawled.broken.push(`${url.pathname} (from ${from}: outside ${base})`);
    else if (/^\/(uploads|reviews-cache)\//.test(path)) crawled.pictures.add(path);
    else if (/\.\w+$/.test(path) || /^\/(api|auth)\//.test(path) || liveOnly(path)) return;
    else if (!crawled.seen.has(path)) {
      crawled.seen.add(path);
      queue.push(path);
    }
  };
  const redirectTo = (path: string, location: string) => {
    options.write(
      pageFile(path),
      redirectPage({
        location,
        canonical: new URL(location, options.publicUrl).href,
        icon: `${base}/favicon.svg`,
      }),
    );
    crawled.redirects += 1;
  };

  await drain(queue, 4, async (path) => {
    const response = await options.get(path);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      redirectTo(path, location);
      follow(path, new URL(location, `${origin}${base}${path}`));
      return;
    }
    const html = await response.text();
    if (response.status !== 200) {
      crawled.broken.push(`${path} (${response.status})`);
      return;
    }
    options.write(pageFile(path), withoutNonces(html));
    const data = dataBlockOf(html);
    if (data) options.write(`${path.replace(/\/+$/, '')}/${routeDataFile}`, data);
    crawled.pages += 1;
    if (crawled.pages % 50 === 0) console.log(`build:static: ${crawled.pages} pages…`);
    const page = new URL(`${origin}${base}${path}`);
    const { hrefs, sources } = pageLinks(html);
    for (const href of [...hrefs, ...sources]) follow(path, new URL(href, page));
  });
  return crawled;
}
