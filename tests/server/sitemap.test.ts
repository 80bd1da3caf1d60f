import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookbookLists } from '../../shared/cookbook-lists.ts';
import { isoWeekOf } from '../../shared/menu-week.ts';
import { routeTable } from '../../shared/routes.ts';
import { readCatalogue, type Catalogue } from './support/catalogue.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// DESIGN §1 and §4: sitemap.xml lists every public page on PUBLIC_SITE_URL; robots.txt points
// to it and keeps crawlers out of the API and the account pages.

const publicSiteUrl = 'https://www.potimarron.test';

let site: TestSite;
let catalogue: Catalogue;
let xml: string;
let locs: string[];
let paths: Set<string>;

beforeAll(async () => {
  site = await startSite({ PUBLIC_SITE_URL: publicSiteUrl });
  catalogue = await readCatalogue(site.api.url);
  const response = await site.request.get('/sitemap.xml');
  xml = response.text;
  locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
  paths = new Set(locs.map((loc) => loc.slice(publicSiteUrl.length)));
});
afterAll(() => site.stop());

describe('sitemap.xml', () => {
  it('is an XML urlset served as XML', async () => {
    const response = await site.request.get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const opened = xml.match(/<url>/g)?.length ?? 0;
    expect(opened).toBeGreaterThan(100);
    expect(xml.match(/<\/url>/g)?.length).toBe(opened);
    expect(locs).toHaveLength(opened);
    // every & is an entity; no stray markup
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    for (const lastmod of xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g))
      expect(lastmod[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists absolute URLs on PUBLIC_SITE_URL, each once', () => {
    for (const loc of locs) expect(loc.startsWith(`${publicSiteUrl}/`), loc).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists the home page, the menu and the fixed pages of the route table', () => {
    expect(paths).toContain('/');
    expect(paths).toContain('/menu');
    for (const path of [
      '/comment-ca-marche',
      '/avis-clients',
      '/faq',
      '/livraison',
      '/chef-lucie-marchand',
    ])
      expect(paths).toContain(path);
  });

  it('lists the main landing page', () => {
    expect(paths).toContain('/generique');
  });

  it('lists every recipe of the cookbook', () => {
    for (const slug of catalogue.recipeSlugsWithCover) expect(paths).toContain(`/recettes/${slug}`);
  });

  it('lists the origins of this week’s recipes, indexed pages (ADR 060)', async () => {
    const week = isoWeekOf(new Date()).week;
    const origins = [...paths].filter((path) => /^\/recettes\/(?!page\/)[^/]+\/\d+$/.test(path));
    // the week's menu: 24 recipes (spec §9)
    expect(origins).toHaveLength(24);
    for (const path of origins) expect(path.endsWith(`/${week}`), path).toBe(true);
    for (const path of origins.slice(0, 4)) {
      const html = (await site.request.get(path).expect(200)).text;
      expect(html, path).not.toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it('lists the list pages: cookbook, every filtered list, blog, live categories', () => {
    expect(paths).toContain('/recettes/page/1');
    expect(paths).toContain('/recettes/page/2');
    for (const list of cookbookLists) expect(paths).toContain(`/recettes/${list.path}/page/1`);
    expect(paths).toContain('/blog/page/1');
    for (const category of catalogue.liveCategorySlugs)
      expect(paths).toContain(`/blog/categorie/${category}/page/1`);
    expect(paths).not.toContain(`/blog/categorie/${catalogue.emptyCategorySlug}/page/1`);
  });

  it('lists every live blog article, and no other', () => {
    for (const slug of catalogue.liveArticleSlugs) expect(paths).toContain(`/blog/${slug}`);
    for (const slug of catalogue.hiddenArticleSlugs) expect(paths).not.toContain(`/blog/${slug}`);
  });

  it('lists the help centre, without the archived section 10', () => {
    expect(paths).toContain('/faq');
    for (const path of catalogue.faqArticlePaths) expect(paths).toContain(path);
    for (const path of paths)
      expect(path.startsWith(`/faq/${catalogue.excludedFaqSectionSlug}`), path).toBe(false);
  });

  it('lists the terms of sale and the other content pages', () => {
    expect(paths).toContain('/conditions-generales-de-vente');
    for (const slug of catalogue.pageSlugs) expect(paths).toContain(`/${slug}`);
  });

  it('leaves out the login, account and basket pages, route patterns and legacy addresses', () => {
    for (const path of ['/connexion', '/mon-compte', '/panier/menu', '/cgv', '/blog', '/recettes'])
      expect(paths).not.toContain(path);
    for (const def of routeTable({ brandName: 'Potimarron' }).filter((d) => d.noindex))
      expect(paths).not.toContain(def.path);
    for (const path of paths) expect(path, path).not.toMatch(/[:*]/);
  });

  it('only lists pages that answer 200', async () => {
    // every list and fixed page; one detail page in three (recipes, articles, help answers)
    const isDetail = (path: string) =>
      /^\/recettes\/[^/]+$/.test(path) ||
      /^\/blog\/[^/]+$/.test(path) ||
      /^\/faq\/[^/]+\/[^/]+\/[^/]+$/.test(path);
    const details = [...paths].filter(isDetail);
    const queue = [
      ...[...paths].filter((path) => !isDetail(path)),
      ...details.filter((_, index) => index % 3 === 0 || index === details.length - 1),
    ];
    expect(queue.length).toBeGreaterThan(100);
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const response = await site.request.get(path);
          if (response.status !== 200) failures.push(`${path} → ${response.status}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('points to the sitemap on PUBLIC_SITE_URL and keeps crawlers out of the API, not out of noindex pages', async () => {
    const response = await site.request.get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${publicSiteUrl}/sitemap.xml`);
    for (const path of ['/api/', '/auth/']) expect(lines).toContain(`Disallow: ${path}`);
    // a page disallowed could not be read saying `noindex` (it was, for /connexion)
    for (const path of ['/connexion', '/panier/', '/mon-compte'])
      expect(lines).not.toContain(`Disallow: ${path}`);
    // nothing public is disallowed
    expect(lines).not.toContain('Disallow: /');
  });
});
