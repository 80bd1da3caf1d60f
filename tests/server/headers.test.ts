import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieName } from './support/cookies.ts';
import { executableScripts, tagsOf } from './support/html.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';
import { encodedBody } from './support/encoded-body.ts';

// DESIGN §3 and §12: strict headers with a per-request CSP nonce on every script React writes,
// caching that never shares a visitor's page, hashed assets cached for a year.

let site: TestSite;
let subscriber: string;
let recipeSlug: string;

beforeAll(async () => {
  site = await startSite();
  subscriber = await loginCookie(site, 'abonne@example.fr');
  const recipes = (await (
    await fetch(`${site.api.url}/api/recipes/cookbook-recipes?pagination[pageSize]=1`)
  ).json()) as { data: { slug: string }[] };
  recipeSlug = recipes.data[0]?.slug ?? '';
});
afterAll(() => site.stop());

/** The nonce the Content-Security-Policy header allows for scripts. */
function cspNonce(csp: string | undefined): string {
  const scriptSrc = (csp ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  const nonces = [...scriptSrc.matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]);
  expect(nonces).toHaveLength(1);
  return nonces[0] ?? '';
}

const pages = () => [
  '/',
  '/menu',
  '/recettes/page/1',
  `/recettes/${recipeSlug}`,
  '/blog/page/1',
  '/faq',
  '/generique',
  '/connexion',
  '/une-page-qui-n-existe-pas',
];

describe('Content-Security-Policy and its nonce', () => {
  it('names one nonce that every script React wrote carries', async () => {
    for (const path of pages()) {
      const response = await site.request.get(path);
      const nonce = cspNonce(response.headers['content-security-policy']);
      const scripts = executableScripts(response.text);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts)
        expect(script.attrs.nonce, `${path} ${JSON.stringify(script.attrs)}`).toBe(nonce);
      // the bootstrap module is among them
      expect(
        scripts.some((s) => s.attrs.type === 'module' && s.attrs.src?.startsWith('/assets/')),
      ).toBe(true);
      // nonces on preload links, when React writes them, are the same one
      for (const link of tagsOf(response.text, 'link'))
        if (link.attrs.nonce !== undefined) expect(link.attrs.nonce, path).toBe(nonce);
    }
  });

  it('stops the parser after the stylesheet with an inline script of that nonce (ADR 070)', async () => {
    for (const path of [...pages(), '/', '/']) {
      const response = await site.request.get(path);
      const nonce = cspNonce(response.headers['content-security-policy']);
      const head = response.text.slice(0, response.text.indexOf('</head>'));
      const stop =
        /<link rel="stylesheet" href="\/assets\/[^"]+"\/><script nonce="([^"]+)">([^<]+)<\/script>/.exec(
          head,
        );
      expect(stop?.[1], path).toBe(nonce);
      // a script with no text would not wait for the stylesheet
      expect(stop?.[2]?.trim(), path).not.toBe('');
      // the page's one stylesheet: none after the stop
      expect(head.match(/rel="stylesheet"/g), path).toHaveLength(1);
    }
  });

  it('leaves the JSON blocks (data, JSON-LD) without type confusion: never executable', async () => {
    const response = await site.request.get(`/recettes/${recipeSlug}`).expect(200);
    const types = tagsOf(response.text, 'script').map((s) => s.attrs.type ?? '');
    expect(types).toContain('application/json');
    expect(types).toContain('application/ld+json');
  });

  it('draws a fresh, unguessable nonce for each request', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const response = await site.request.get('/').expect(200);
      const nonce = cspNonce(response.headers['content-security-policy']);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22,}={0,2}$/);
      expect(response.text).toContain(`nonce="${nonce}"`);
      seen.add(nonce);
    }
    expect(seen.size).toBe(5);
  });

  it('allows no inline script or eval, no plugin, no base, no framing', async () => {
    const response = await site.request.get('/').expect(200);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/base-uri 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds no A/B-testing script when AB_TEST_SCRIPT_URL is not set', async () => {
    const response = await site.request.get('/').expect(200);
    expect(
      executableScripts(response.text).filter(
        (s) => s.attrs.async !== undefined && !s.attrs.src?.startsWith('/assets/'),
      ),
    ).toEqual([]);
  });
});

describe('no X-Powered-By', () => {
  it('on pages, redirects, errors, assets, health checks and the API', async () => {
    const html = await site.request.get('/').expect(200);
    const entry = executableScripts(html.text).find((s) => s.attrs.type === 'module')?.attrs.src;
    for (const path of [
      '/',
      '/cgv',
      '/mon-compte',
      '/nope',
      entry ?? '/assets/missing.js',
      '/assets/missing.js',
      '/favicon.svg',
      '/healthz',
      '/robots.txt',
      '/api/pages',
      '/auth/session',
    ]) {
      const response = await site.request.get(path);
      expect(response.headers['x-powered-by'], path).toBeUndefined();
    }
  });
});

describe('Cache-Control and Vary on pages', () => {
  it('lets shared caches keep an anonymous page a little while', async () => {
    for (const path of ['/', '/recettes/page/1', `/recettes/${recipeSlug}`, '/faq']) {
      const response = await site.request.get(path).expect(200);
      const cacheControl = response.headers['cache-control'] as string;
      expect(cacheControl, path).toMatch(/(^|, )public(,|$)/);
      expect(cacheControl, path).toMatch(/s-maxage=\d+/);
      expect(response.headers.vary, path).toMatch(/\bCookie\b/);
    }
  });

  it('never lets a cache keep an authenticated visitor’s page', async () => {
    for (const path of [
      '/',
      '/recettes/page/1',
      `/recettes/${recipeSlug}`,
      '/mon-compte',
      '/nope',
    ]) {
      const response = await site.request.get(path).set('Cookie', subscriber);
      expect(response.headers['cache-control'], path).toBe('private, no-store');
      expect(response.headers.vary, path).toMatch(/\bCookie\b/);
    }
  });

  it('never lets a shared cache keep a response that sets a cookie', async () => {
    // a response clearing a bad session cookie, kept by a CDN that ignores Vary: Cookie, would
    // log out every visitor it is served to
    for (const path of ['/', '/recettes/page/1', '/nope']) {
      const response = await site.request.get(path).set('Cookie', `${authCookieName}=garbage`);
      expect(response.headers['set-cookie'], path).toBeDefined();
      expect(response.headers['cache-control'], path).not.toMatch(/(^|, )public(,|$)/);
      expect(response.headers['cache-control'], path).toMatch(/private|no-store/);
    }
  });
});

describe('static files', () => {
  it('serves the hashed assets of the page as immutable for one year', async () => {
    const html = await site.request.get('/').expect(200);
    const assets = [
      ...executableScripts(html.text).map((s) => s.attrs.src),
      ...tagsOf(html.text, 'link')
        .filter((l) => l.attrs.rel === 'stylesheet' || l.attrs.rel === 'modulepreload')
        .map((l) => l.attrs.href),
    ].filter((src): src is string => src?.startsWith('/assets/') === true);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const response = await site.request.get(asset);
      expect(response.status, asset).toBe(200);
      const cacheControl = response.headers['cache-control'] as string;
      expect(cacheControl, asset).toMatch(/max-age=31536000\b/);
      expect(cacheControl, asset).toMatch(/immutable/);
      expect(response.headers['content-type'], asset).toMatch(/javascript|css/);
    }
  });

  it('serves scripts compressed at build time: brotli first, then gzip, else as they are', async () => {
    const html = await site.request.get('/').expect(200);
    const entry = executableScripts(html.text).find((s) => s.attrs.src?.startsWith('/assets/'));
    const src = entry?.attrs.src ?? '';
    const plain = await site.request
      .get(src)
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse(encodedBody);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const raw = plain.body as Buffer;
    expect(raw.toString('utf8')).toMatch(/import/);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await site.request.get(src).set('Accept-Encoding', accept).expect(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toMatch(/Accept-Encoding/);
      expect(response.headers['content-type'], accept).toMatch(/javascript/);
      expect(response.headers['cache-control'], accept).toMatch(/immutable/);
      // supertest decodes it: the same script
      expect(Buffer.from(response.text).equals(raw), accept).toBe(true);
    }
  });

  it('answers a missing asset with 404, never cached for a year nor rendered as a page', async () => {
    const response = await site.request.get('/assets/entry-client-00000000.js');
    expect(response.status).toBe(404);
    expect(response.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=31536000/);
    expect(response.text).not.toContain('<html');
    // in French, and for what it is (it said « Requête invalide. »)
    expect(response.text).toBe('Fichier introuvable.');
  });

  it('answers a path it cannot decode in French: 400 for an asset, the 404 page elsewhere', async () => {
    const asset = await site.request.get('/assets/%E0%A4%A.js');
    expect(asset.status).toBe(400);
    expect(asset.text).toBe('Requête invalide.');
    const file = await site.request.get('/logo%E0%A4%A.png');
    expect(file.status).toBe(404);
    expect(file.text).toContain('<html lang="fr"');
  });

  // browsers and crawlers ask for /favicon.ico whatever the page's icon link says: a file,
  // not a 404 page rendered each time
  it('has an icon at /favicon.ico', async () => {
    const response = await site.request.get('/favicon.ico').expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(response.headers['x-cache']).toBeUndefined();
  });

  it('caches files without a hash a short while only', async () => {
    const response = await site.request.get('/favicon.svg').expect(200);
    expect(response.headers['cache-control']).not.toMatch(/immutable/);
  });
});

describe('X-Request-Id', () => {
  it('is on every answer', async () => {
    for (const path of ['/', '/cgv', '/nope', '/api/pages', '/healthz', '/sitemap.xml']) {
      const response = await site.request.get(path);
      expect(response.headers['x-request-id'], path).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    }
  });

  it('differs from one request to the next', async () => {
    const first = await site.request.get('/healthz');
    const second = await site.request.get('/healthz');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('keeps a well-formed id from a proxy in front, replaces anything else', async () => {
    const kept = await site.request.get('/healthz').set('X-Request-Id', 'lb-1234abcd-5678');
    expect(kept.headers['x-request-id']).toBe('lb-1234abcd-5678');
    for (const bad of ['a,b', 'has spaces in it', 'x'.repeat(200), '<script>alert(1)</script>']) {
      const replaced = await site.request.get('/healthz').set('X-Request-Id', bad);
      expect(replaced.headers['x-request-id']).not.toBe(bad);
      expect(replaced.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    }
  });
});

it('rendered every page above without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
