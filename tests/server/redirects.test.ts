import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookbookLists } from '../../shared/cookbook-lists.ts';
import { readCatalogue, type Catalogue } from './support/catalogue.ts';
import { listen, rawRequest, staysOnSite, type Listening } from './support/raw-request.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// spec §2 "Redirects", over HTTP: 301, the exact Location, the query kept, and never off-site.

let site: TestSite;
let server: Listening;
let catalogue: Catalogue;
let siteOrigin: string;

beforeAll(async () => {
  site = await startSite();
  server = await listen(site);
  catalogue = await readCatalogue(site.api.url);
  siteOrigin = new URL(site.config.PUBLIC_SITE_URL).origin;
});
afterAll(async () => {
  await server.close();
  await site.stop();
});

async function expectRedirect(from: string, to: string) {
  const response = await site.request.get(from);
  expect(response.status, from).toBe(301);
  expect(response.headers.location, from).toBe(to);
}

describe('the fixed rows of spec §2', () => {
  const rows: [string, string][] = [
    ['/nos-producteurs', '/nos-ingredients'],
    ['/page-avantages', '/generique'],
    ['/bienvenue', '/generique'],
    ['/home-2025', '/'],
    ['/accueil-2025', '/'],
    ['/lita', '/'],
    ['/cgv', '/conditions-generales-de-vente'],
    ['/blog', '/blog/page/1'],
    ['/recettes', '/recettes/page/1'],
  ];

  it.each(rows)('%s → 301 %s', async (from, to) => {
    await expectRedirect(from, to);
  });

  it.each(rows)('%s keeps its query string', async (from, to) => {
    await expectRedirect(
      `${from}?utm_source=newsletter&utm_medium=email&x=a%20b`,
      `${to}?utm_source=newsletter&utm_medium=email&x=a%20b`,
    );
  });

  it.each(rows)('%s/ (one trailing slash) redirects the same way', async (from, to) => {
    await expectRedirect(`${from}/`, to);
  });

  it.each(rows)('the target of %s is a page (200)', async (from) => {
    const first = await site.request.get(from).expect(301);
    await site.request.get(first.headers.location as string).expect(200);
  });

  it('is cacheable by browsers and proxies (it never depends on the visitor)', async () => {
    const response = await site.request.get('/cgv').expect(301);
    expect(response.headers['cache-control']).toMatch(/public/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('matches sources whatever their case, as the routes do; longer paths are not redirected', async () => {
    await expectRedirect('/CGV', '/conditions-generales-de-vente');
    await expectRedirect('/Recettes', '/recettes/page/1');
    for (const path of ['/cgv-2', '/lita/x', '/nos-producteurs/bio']) {
      const response = await site.request.get(path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('/blog/categorie/{category} → page 1 of the category', () => {
  it('redirects every live category to its first page, which is a page', async () => {
    for (const category of catalogue.liveCategorySlugs) {
      await expectRedirect(`/blog/categorie/${category}`, `/blog/categorie/${category}/page/1`);
      await site.request.get(`/blog/categorie/${category}/page/1`).expect(200);
    }
  });

  it('keeps the query string and tolerates one trailing slash', async () => {
    const category = catalogue.liveCategory.slug;
    await expectRedirect(
      `/blog/categorie/${category}?utm_source=x&ref=y`,
      `/blog/categorie/${category}/page/1?utm_source=x&ref=y`,
    );
    await expectRedirect(`/blog/categorie/${category}/`, `/blog/categorie/${category}/page/1`);
  });

  it('redirects a category whatever its content (an empty one then answers 404)', async () => {
    const empty = catalogue.emptyCategorySlug;
    await expectRedirect(`/blog/categorie/${empty}`, `/blog/categorie/${empty}/page/1`);
    await site.request.get(`/blog/categorie/${empty}/page/1`).expect(404);
  });
});

describe('every filtered cookbook list /recettes/{list} → /recettes/{list}/page/1', () => {
  it.each(cookbookLists.map((list) => [list.path]))('/recettes/%s', async (list) => {
    await expectRedirect(`/recettes/${list}`, `/recettes/${list}/page/1`);
    await expectRedirect(`/recettes/${list}/`, `/recettes/${list}/page/1`);
    await expectRedirect(`/recettes/${list}?tri=recent`, `/recettes/${list}/page/1?tri=recent`);
    await site.request.get(`/recettes/${list}/page/1`).expect(200);
  });

  it('leaves recipe slugs alone (a recipe is not a list)', async () => {
    await site.request.get(`/recettes/${catalogue.recipe.slug}`).expect(200);
  });
});

describe('/page-benefices: q chooses the landing variant and becomes q=landing-mail', () => {
  const rows: [string, string][] = [
    ['?q=bio', '/bio2?q=landing-mail'],
    ['?q=thermomix', '/thermomix2?q=landing-mail'],
    ['?q=bio2', '/bio2?q=landing-mail'],
    ['?q=thermomix2', '/thermomix2?q=landing-mail'],
    ['?q=famille', '/famille?q=landing-mail'],
    ['?q=moins20min', '/moins20min?q=landing-mail'],
    // otherwise: the main landing page
    ['', '/generique'],
    ['?q=', '/generique'],
    ['?q=vegan', '/generique'],
    ['?q=BIO', '/generique'],
    ['?q=generique', '/generique'],
    ['?q=landing-mail', '/generique'],
  ];

  it.each(rows)('/page-benefices%s → %s', async (query, to) => {
    await expectRedirect(`/page-benefices${query}`, to);
  });

  it('keeps the other query parameters, in their order', async () => {
    await expectRedirect(
      '/page-benefices?utm_source=mail&q=bio&utm_campaign=hiver',
      '/bio2?utm_source=mail&q=landing-mail&utm_campaign=hiver',
    );
    await expectRedirect('/page-benefices?q=famille&ref=42', '/famille?q=landing-mail&ref=42');
    await expectRedirect('/page-benefices?ref=42&q=vegan&x=1', '/generique?ref=42&x=1');
    await expectRedirect('/page-benefices?ref=42', '/generique?ref=42');
  });

  it('reads the first q when there are several, and drops them all', async () => {
    await expectRedirect('/page-benefices?q=bio&q=famille', '/bio2?q=landing-mail');
  });

  it('leads to landing pages that anonymous visitors can see', async () => {
    for (const [query] of rows) {
      const first = await site.request.get(`/page-benefices${query}`).expect(301);
      await site.request.get(first.headers.location as string).expect(200);
    }
  });
});

describe('/box-personnalisee: the same choice, without q=landing-mail', () => {
  const rows: [string, string][] = [
    ['?q=bio', '/bio2'],
    ['?q=thermomix', '/thermomix2'],
    ['?q=bio2', '/bio2'],
    ['?q=thermomix2', '/thermomix2'],
    ['?q=famille', '/famille'],
    ['?q=moins20min', '/moins20min'],
    ['', '/generique'],
    ['?q=vegan', '/generique'],
  ];

  it.each(rows)('/box-personnalisee%s → %s', async (query, to) => {
    await expectRedirect(`/box-personnalisee${query}`, to);
  });

  it('keeps the other query parameters', async () => {
    await expectRedirect(
      '/box-personnalisee?utm_source=mail&q=thermomix&utm_campaign=hiver',
      '/thermomix2?utm_source=mail&utm_campaign=hiver',
    );
    await expectRedirect('/box-personnalisee?q=nope&ref=42', '/generique?ref=42');
  });
});

describe('no redirect ever leads off-site', () => {
  const targets = [
    '//evil.com',
    '//evil.com/',
    '///evil.com',
    '////evil.com/cgv',
    '/\\evil.com',
    '/\\/evil.com',
    '/\\\\evil.com',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com/',
    '/%5C%5Cevil.com',
    '/%5Cevil.com',
    '//evil.com/%2e%2e',
    '//evil.com/..',
    '//evil.com/%2e%2e/assets',
    '/%2F%2Fevil.com/%2e%2e',
    '/.//evil.com',
    '/./\\evil.com',
    '//cgv',
    '//evil.com/cgv',
    '/cgv/..//evil.com',
    '/cgv?next=//evil.com',
    '/cgv?next=https://evil.com/%0d%0aLocation:%20https://evil.com',
    '/cgv?%0d%0aLocation:%20//evil.com',
    '/recettes?x=https://evil.com#//evil.com',
    '/page-benefices?q=//evil.com',
    '/page-benefices?q=https://evil.com',
    '/page-benefices?q=%2F%2Fevil.com',
    '/page-benefices?q=/\\evil.com&next=//evil.com',
    '/box-personnalisee?q=https:%2F%2Fevil.com',
    '/blog/categorie/%2F%2Fevil.com',
    '/blog/categorie//evil.com',
    '/blog/categorie/..%2F..%2F%2Fevil.com',
    '/blog/categorie/%5Cevil.com',
    '//evil.com?logout',
    '/\\evil.com?logout',
    '///evil.com/?logout=1',
    '/%2F%2Fevil.com?logout',
    '/\\/evil.com/cgv?logout',
    '/mon-compte',
    '/panier/menu?next=//evil.com',
    '/assets',
    '/assets/..%2F..%2F',
    '//evil.com/assets/',
    'http://evil.com/cgv',
    'http://evil.com/?logout',
    'https://evil.com//evil.com?logout',
    'http://evil.com//evil.com',
    'http://evil.com/page-benefices?q=bio',
  ];
  const hostGames: Record<string, string>[] = [
    {},
    { Host: 'evil.com' },
    { Host: 'evil.com', 'X-Forwarded-Host': 'evil.com', 'X-Forwarded-Proto': 'https' },
    { 'X-Forwarded-Host': 'evil.com:443', Forwarded: 'host=evil.com;proto=https' },
    { Host: `127.0.0.1@evil.com` },
  ];

  it.each(targets.map((target) => [target]))('%s', async (target) => {
    for (const headers of hostGames) {
      const response = await rawRequest(server.port, { target, headers });
      const label = `${target} ${JSON.stringify(headers)} → ${response.status} ${response.headers.location ?? ''}`;
      expect(response.status, label).toBeLessThan(500);
      if (response.headers.location !== undefined)
        expect(staysOnSite(response.headers.location, siteOrigin), label).toBe(true);
    }
  });

  it('builds Locations from paths, never from the Host or X-Forwarded-Host headers', async () => {
    const response = await rawRequest(server.port, {
      target: '/cgv?a=1',
      headers: { Host: 'evil.com', 'X-Forwarded-Host': 'evil.com', 'X-Forwarded-Proto': 'https' },
    });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/conditions-generales-de-vente?a=1');
  });

  it('percent-encodes what a Location could not carry (no header splitting)', async () => {
    const response = await rawRequest(server.port, {
      target: '/cgv?a=%0d%0aSet-Cookie:%20x=1&b=<script>',
    });
    expect(response.status).toBe(301);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.location).toBe(
      '/conditions-generales-de-vente?a=%0d%0aSet-Cookie:%20x=1&b=%3Cscript%3E',
    );
  });
});

it('rendered every page above without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
