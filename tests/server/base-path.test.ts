import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLinks } from '../../scripts/static-showcase/page-links.ts';
import { linkHref, metaContent } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// Spec §1: the site served under a base path (ADR 051), from the build `npm run build:static`
// made for BASE_PATH=/vitrine (dist/static-build); the server mode, as an operator runs it.

const base = '/vitrine';
const buildDir = resolve('dist/static-build');

beforeAll(() => {
  if (!existsSync(resolve(buildDir, 'server/entry.server.js')))
    throw new Error('dist/static-build is missing: run `npm run build:static:test` first');
});

describe('the site under BASE_PATH=/vitrine', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({
      BASE_PATH: base,
      DIST_DIR: buildDir,
      PAGE_CACHE_MB: '64',
      RATE_LIMIT_API_REQUESTS_PER_IP: '3',
    });
  });
  afterAll(() => site.stop());

  it('sends the root of the host to the base path; nothing else outside it is a page', async () => {
    await site.request.get('/').expect(302).expect('Location', '/vitrine/');
    const outside = await site.request.get('/recettes/page/1').expect(404);
    expect(outside.text).toBe('Page introuvable.');
    await site.request.get('/healthz').expect(200);
  });

  it('serves its pages with every URL of the site under the base path', async () => {
    const response = await site.request.get('/vitrine/recettes/page/1').expect(200);
    expect(linkHref(response.text, 'canonical')).toBe(
      'http://localhost:3000/vitrine/recettes/page/1',
    );
    expect(metaContent(response.text, 'og:url')).toBe(
      'http://localhost:3000/vitrine/recettes/page/1',
    );
    const { hrefs, sources } = pageLinks(response.text);
    const paths = [...hrefs, ...sources].filter((url) => url.startsWith('/'));
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) expect(path).toMatch(/^\/vitrine\//);
    for (const asset of paths.filter((path) => path.startsWith('/vitrine/assets/')))
      await site.request.get(asset).expect(200);
    const picture = sources.find((path) => path.startsWith('/vitrine/uploads/'));
    await site.request.get(picture ?? '').expect(200);
  });

  // the URL parser resolves encoded dot segments: these left the base path, and matched no route
  it.each([
    '/vitrine/%2e%2e/etc',
    '/vitrine/.%2e/x',
    '/vitrine/recettes/%2e%2e/%2e%2e/x',
    '/vitrine/%2E%2E',
  ])('%s is a page that does not exist, not a 5xx', async (path) => {
    const response = await site.request.get(path);
    expect(response.status).toBe(404);
  });

  it('keeps the page cache, keyed on the path under the base path', async () => {
    await site.request.get('/vitrine/faq');
    await site.request.get('/vitrine/faq').expect('X-Cache', 'HIT');
  });

  it('answers spec §2’s redirects, the guard and ?logout under the base path', async () => {
    await site.request
      .get('/vitrine/bienvenue')
      .expect(301)
      .expect('Location', '/vitrine/generique');
    await site.request
      .get('/vitrine/mon-compte')
      .expect(302)
      .expect('Location', '/vitrine/connexion?retour=%2Fmon-compte');
    await site.request.get('/vitrine/menu?logout').expect(302).expect('Location', '/vitrine/menu');
  });

  it('logs in through the login page’s action, without JavaScript, back under the base path', async () => {
    const login = await site.request
      .post('/vitrine/connexion?retour=%2Fmon-compte')
      .set('Origin', 'http://localhost:3000')
      .type('form')
      .send({ identifier: 'abonne@example.fr', password: 'motdepasse' })
      .expect(303)
      .expect('Location', '/vitrine/mon-compte');
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const area = await site.request.get('/vitrine/mon-compte').set('Cookie', cookie).expect(200);
    expect(area.text).toContain('Mes livraisons');
  });

  it('proxies the product API under the base path, its limits included', async () => {
    await site.request.get('/vitrine/api/faq-sections').expect(200);
    const check = () =>
      site.request
        .post('/vitrine/api/user/check-existing-email')
        .set('Origin', 'http://localhost:3000')
        .send({ data: { email: 'personne@example.fr' } });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await check()).status);
    expect(statuses).toContain(429);
  });

  it('lists the sitemap and robots.txt under the base path', async () => {
    const sitemap = await site.request.get('/vitrine/sitemap.xml').expect(200);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs.length).toBeGreaterThan(100);
    for (const loc of locs) expect(loc).toMatch(/^http:\/\/localhost:3000\/vitrine\//);
    const robots = await site.request.get('/vitrine/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /vitrine/api/');
    expect(robots.text).toContain('Sitemap: http://localhost:3000/vitrine/sitemap.xml');
  });
});

describe('a build made for another base path', () => {
  it('stops the server at start-up with one line saying how to build', () => {
    const run = spawnSync(process.execPath, ['dist/node/server/index.js'], {
      // an API of its own address: no embedded one is started for a server that must not start
      env: {
        ...process.env,
        DIST_DIR: buildDir,
        BASE_PATH: '',
        PORT: '0',
        PRODUCT_API_URL: 'http://127.0.0.1:9',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Invalid configuration: BASE_PATH is "" but .* was built for "\/vitrine": run BASE_PATH= npm run build$/,
    );
  });

  it('refuses a bad BASE_PATH before anything starts, naming it', () => {
    const run = spawnSync(process.execPath, ['dist/node/server/index.js'], {
      env: { ...process.env, BASE_PATH: 'vitrine/', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Invalid configuration: BASE_PATH must start with « / », e.g. /vitrine (got "vitrine/")',
    );
  });
});
