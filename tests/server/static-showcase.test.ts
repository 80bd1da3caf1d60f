import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseState } from '../../client/app/app-state.ts';
import { pageLinks } from '../../scripts/static-showcase/page-links.ts';
import { liveOnly } from '../../shared/showcase.ts';
import { linkHref } from './support/html.ts';
import { serveShowcase, showcaseDir } from './support/static-showcase.ts';

// Spec §1's static showcase (ADR 051), as `npm run build:static:test` writes it
// (BASE_PATH=/vitrine), served by a plain static server: crawled from its home page.

const publicRoot = 'http://localhost:3000/vitrine';
let origin: string;
let showcase: Awaited<ReturnType<typeof serveShowcase>>;

interface Page {
  status: number;
  type: string;
  html: string;
}
const pages = new Map<string, Page>();

beforeAll(async () => {
  showcase = await serveShowcase();
  origin = showcase.origin;
  // every link of every page, from the home page
  const queue = ['/vitrine/'];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const batch = queue.splice(0, 16);
    await Promise.all(
      batch.map(async (path) => {
        const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
        const type = response.headers.get('content-type') ?? '';
        const html = type.startsWith('text/html') ? await response.text() : '';
        pages.set(path, { status: response.status, type, html });
        for (const href of pageLinks(html).hrefs) {
          const url = new URL(href, `${origin}${path}`);
          if (url.origin !== origin || seen.has(url.pathname)) continue;
          seen.add(url.pathname);
          queue.push(url.pathname);
        }
      }),
    );
  }
}, 120_000);
afterAll(() => showcase.close());

const htmlPages = () => [...pages].filter(([, page]) => page.html !== '');

describe('the static showcase under /vitrine', () => {
  it('reaches hundreds of pages from its home page, none of its links missing', () => {
    expect(htmlPages().length).toBeGreaterThan(300);
    const missing = [...pages].filter(([, page]) => page.status !== 200).map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('links to nothing of its host outside /vitrine/', () => {
    const outside = [...pages.keys()].filter((path) => !path.startsWith('/vitrine/'));
    expect(outside).toEqual([]);
  });

  it('gives every page it renders a canonical URL under the public URL and the base path', () => {
    const rendered = htmlPages().filter(([, page]) => page.html.includes('id="app-state"'));
    expect(rendered.length).toBeGreaterThan(300);
    for (const [path, page] of rendered) {
      const canonical = linkHref(page.html, 'canonical') ?? '';
      expect(canonical.startsWith(`${publicRoot}/`), `${path}: ${canonical}`).toBe(true);
    }
  });

  it('keeps beside each page the data it was built with, for client navigations', () => {
    const recipe = htmlPages().find(([path]) => /^\/vitrine\/recettes\/[a-z-]+$/.test(path));
    expect(recipe).toBeDefined();
    const data = readFileSync(resolve(showcaseDir, `.${recipe?.[0]}/route-data.json`), 'utf8');
    const state = parseState(data);
    expect(state.settings.showcase).toEqual({ liveUrl: null, apiUrl: null });
    expect(state.queries.queries.length).toBeGreaterThan(0);
  });

  it('posts no form anywhere: forms that need the server say so', () => {
    for (const [path, page] of htmlPages()) {
      expect(page.html, path).not.toMatch(/<form[^>]*method="post"/i);
      expect(page.html, path).not.toContain('id="newsletter-title"');
    }
    expect(pages.get('/vitrine/')?.html).toContain(
      'Cette vitrine ne propose pas l’inscription à la newsletter.',
    );
  });

  it('writes spec §2’s legacy addresses as pages that redirect', async () => {
    const html = await (await fetch(`${origin}/vitrine/bienvenue`)).text();
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/vitrine/generique">');
    expect(html).toContain(`<link rel="canonical" href="${publicRoot}/generique">`);
  });

  it('says which pages only the live site has', () => {
    const login = pages.get('/vitrine/connexion');
    expect(login?.status).toBe(200);
    expect(login?.html).toContain('Cette page n’est pas proposée dans la vitrine');
  });

  it('has its 404 page, sitemap and robots.txt under the base path', async () => {
    const notFound = readFileSync(resolve(showcaseDir, 'vitrine/404.html'), 'utf8');
    expect(notFound).toContain('<meta name="robots" content="noindex');
    // served for any missing address: it names none (ADR 062)
    expect(linkHref(notFound, 'canonical')).toBeUndefined();
    const sitemap = await (await fetch(`${origin}/vitrine/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');
    expect(locs.length).toBeGreaterThan(300);
    for (const loc of locs) {
      expect(loc.startsWith(`${publicRoot}/`), loc).toBe(true);
      expect(liveOnly(loc.slice(publicRoot.length)), loc).toBe(false);
    }
    const robots = await (await fetch(`${origin}/vitrine/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${publicRoot}/sitemap.xml`);
  });
});
