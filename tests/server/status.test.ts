import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue, type Catalogue } from './support/catalogue.ts';
import { appStateOf, appStateText, bodyOf, headOf, metaContent, titlesOf } from './support/html.ts';
import { parseState } from '../../client/app/app-state.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// DESIGN §3 and §7: 200, 404 for unknown paths and missing content, 503 when the product API is
// down, always a French page; the dehydrated data block is inert JSON.

let site: TestSite;
let catalogue: Catalogue;

beforeAll(async () => {
  site = await startSite();
  catalogue = await readCatalogue(site.api.url);
});
afterAll(() => site.stop());

function expectNotFoundPage(html: string, path: string) {
  const head = headOf(html);
  expect(titlesOf(head), path).toEqual(['Page introuvable - Potimarron']);
  expect(metaContent(head, 'robots'), path).toMatch(/noindex/);
  expect(bodyOf(html), path).toContain('Page introuvable');
}

describe('404', () => {
  const notFound = () => [
    '/cette-page-n-existe-pas',
    '/a/b/c/d',
    '/page-inconnue',
    '/recettes/recette-inconnue',
    '/recettes/recette-inconnue/12',
    `/recettes/${catalogue.recipe.slug}/0`,
    `/recettes/${catalogue.recipe.slug}/54`,
    `/recettes/${catalogue.recipe.slug}/abc`,
    `/recettes/${catalogue.recipe.slug}/1/2`,
    '/recettes/page/0',
    '/recettes/page/abc',
    '/recettes/page/99999',
    // beyond the product API's last page number (100,000): a 404 too, never its 400 as a 503
    '/recettes/page/100001',
    '/recettes/page/999999',
    '/recettes/vegetarien/page/100001',
    '/blog/page/100001',
    `/blog/categorie/${catalogue.liveCategory.slug}/page/100001`,
    '/recettes/page/-1',
    '/recettes/page/1.5',
    '/recettes/page/01',
    '/recettes/page/1e2',
    '/recettes/vegetarien/page/0',
    '/recettes/vegetarien/page/999',
    '/recettes/rapide/page/abc',
    '/blog/page/0',
    '/blog/page/999',
    '/blog/article-inconnu',
    ...catalogue.hiddenArticleSlugs.map((slug) => `/blog/${slug}`),
    `/blog/categorie/${catalogue.emptyCategorySlug}/page/1`,
    '/blog/categorie/categorie-inconnue/page/1',
    `/blog/categorie/${catalogue.liveCategory.slug}/page/999`,
    `/blog/categorie/${catalogue.liveCategory.slug}/page/0`,
    '/faq/section-inconnue',
    `${catalogue.faqSectionPath}/inconnue`,
    `${catalogue.faqSubsectionPath}/article-inconnu`,
    `${catalogue.faqArticle.path}/en-trop`,
    `/faq/${catalogue.excludedFaqSectionSlug}`,
    `/chef-inconnu`,
  ];

  it('answers every unknown path and missing content with a 404 page', async () => {
    for (const path of notFound()) {
      const response = await site.request.get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expectNotFoundPage(response.text, path);
    }
    expect(site.renderErrors).toEqual([]);
  });

  it('answers their existing counterparts with 200', async () => {
    for (const path of [
      `/recettes/${catalogue.recipe.slug}`,
      `/recettes/${catalogue.recipe.slug}/12`,
      `/recettes/${catalogue.recipeWithoutCover}`,
      '/recettes/page/1',
      '/recettes/vegetarien/page/1',
      '/blog/page/1',
      `/blog/${catalogue.liveArticle.slug}`,
      `/blog/categorie/${catalogue.liveCategory.slug}/page/1`,
      '/faq',
      catalogue.faqSectionPath,
      catalogue.faqSubsectionPath,
      catalogue.faqArticle.path,
      `/${catalogue.page.slug}`,
      '/conditions-generales-de-vente',
      '/chef-lucie-marchand',
    ]) {
      const response = await site.request.get(path);
      expect(response.status, path).toBe(200);
    }
  });

  it('answers the last page of a list with 200 and the one after with 404', async () => {
    const first = await fetch(
      `${site.api.url}/api/recipes/cookbook-recipes?filters[cover][$notNull]=true&pagination[pageSize]=20`,
    );
    const { meta } = (await first.json()) as { meta: { pagination: { pageCount: number } } };
    const last = meta.pagination.pageCount;
    await site.request.get(`/recettes/page/${last}`).expect(200);
    await site.request.get(`/recettes/page/${last + 1}`).expect(404);
  });

  it('is the same 404 page for an authenticated visitor, never cached', async () => {
    const cookie = await loginCookie(site, 'abonne@example.fr');
    const response = await site.request.get('/recettes/recette-inconnue').set('Cookie', cookie);
    expect(response.status).toBe(404);
    expectNotFoundPage(response.text, '/recettes/recette-inconnue');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the data block', () => {
  const pages = () => [
    '/',
    '/menu',
    `/recettes/${catalogue.recipe.slug}`,
    `/blog/${catalogue.liveArticle.slug}`,
    catalogue.faqArticle.path,
    '/recettes/page/1',
    '/avis-clients',
    '/nope',
  ];

  it('is JSON, with no raw `<` anywhere in it', async () => {
    for (const path of pages()) {
      const response = await site.request.get(path);
      const text = appStateText(response.text);
      expect(text, path).not.toContain('<');
      expect(text, path).not.toMatch(/[\u2028\u2029]/);
      const state = parseState(text);
      expect(state, path).toHaveProperty('queries');
      // the browser's router hydrates what the server settled: an error page its status
      const errors = Object.values(state.router.errors ?? {});
      if (response.status === 200) expect(errors, path).toEqual([]);
      else
        expect(
          errors.map((error) => error.status),
          path,
        ).toEqual([response.status]);
      expect(state.router.loaderData, path).toHaveProperty('root', null);
    }
  });

  it('keeps hostile text from the URL inert, and gives it back intact once parsed', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const response = await site.request.get(
      `/blog/categorie/${encodeURIComponent(hostile)}/page/1`,
    );
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<script>alert(1)');
    const text = appStateText(response.text);
    expect(text).not.toContain('<');
    expect(JSON.stringify(parseState(text))).not.toContain('\\u003c');
  });

  it('carries the content the page shows, parsed back exactly', async () => {
    const response = await site.request.get(`/recettes/${catalogue.recipe.slug}`).expect(200);
    const state = appStateOf(response.text);
    const recipe = state.queries.queries.find(
      (query) => query.queryKey[0] === 'recipe' && query.queryKey[1] === catalogue.recipe.slug,
    );
    expect(JSON.stringify(recipe?.state.data)).toContain(JSON.stringify(catalogue.recipe.name));
  });
});

describe('when the product API is down', () => {
  let down: TestSite;

  beforeAll(async () => {
    // a port nobody listens on
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    down = await startSite({ PRODUCT_API_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(() => down.stop());

  it('answers data pages with 503 and a French error page, never cached', async () => {
    for (const path of [
      '/',
      '/recettes/page/1',
      '/recettes/vegetarien/page/1',
      `/recettes/${catalogue.recipe.slug}`,
      '/blog/page/1',
      `/blog/${catalogue.liveArticle.slug}`,
      '/faq',
      catalogue.faqArticle.path,
      `/${catalogue.page.slug}`,
    ]) {
      const response = await down.request.get(path);
      expect(response.status, path).toBe(503);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('private, no-store');
      expect(response.headers['retry-after'], path).toBe('60');
      const head = headOf(response.text);
      expect(titlesOf(head), path).toEqual(['Service momentanément indisponible - Potimarron']);
      expect(metaContent(head, 'robots'), path).toMatch(/noindex/);
      expect(bodyOf(response.text), path).toContain('Service momentanément indisponible');
      expect(bodyOf(response.text), path).toContain('Veuillez réessayer dans quelques instants');
    }
  });

  it('still serves pages that need no data, and the reviews page without reviews (spec §8)', async () => {
    // spec §8: a failed reviews fetch is logged, with no message to the visitor
    for (const path of [
      '/comment-ca-marche',
      '/mot-de-passe-oublie',
      '/connexion',
      '/avis-clients',
    ]) {
      const response = await down.request.get(path);
      expect(response.status, path).toBe(200);
    }
    // ADR 050: /nos-engagements draws the product API's reassurance blocks, so it needs data
    expect((await down.request.get('/nos-engagements')).status).toBe(503);
  });

  it('still answers the legacy redirects and the health check, and says it is not ready', async () => {
    await down.request.get('/cgv').expect(301);
    await down.request.get('/healthz').expect(200);
    const ready = await down.request.get('/readyz');
    expect(ready.status).toBe(503);
  });

  it('answers a login with 503 and a French message', async () => {
    const response = await down.request
      .post('/auth/login')
      .set('Origin', down.config.PUBLIC_SITE_URL)
      .send({ identifier: 'abonne@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      error: { status: 503, message: 'Une erreur est survenue. Veuillez réessayer.' },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('keeps a visitor’s session cookie (the API being down is no logout)', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwiaWF0IjoxfQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
    const response = await down.request
      .get('/comment-ca-marche')
      .set('Cookie', `session_jwt=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

it('answers /healthz and /readyz when all is well', async () => {
  const health = await site.request.get('/healthz').expect(200);
  expect(health.body).toEqual({ status: 'ok' });
  const ready = await site.request.get('/readyz').expect(200);
  expect(ready.body).toEqual({ status: 'ready' });
});
