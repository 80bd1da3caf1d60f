import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authCookieName } from './support/cookies.ts';
import { headOf, titlesOf } from './support/html.ts';
import {
  listen,
  rawRequest,
  staysOnSite,
  type Listening,
  type RawRequest,
  type RawResponse,
} from './support/raw-request.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// Whatever a client sends: never a 5xx, never a redirect off-site, never a render error.

let site: TestSite;
let server: Listening;
let siteOrigin: string;
let recipeSlug: string;

beforeAll(async () => {
  site = await startSite();
  server = await listen(site);
  siteOrigin = new URL(site.config.PUBLIC_SITE_URL).origin;
  const recipes = (await (
    await fetch(
      `${site.api.url}/api/recipes/cookbook-recipes?filters[cover][$notNull]=true&pagination[pageSize]=1`,
    )
  ).json()) as { data: { slug: string }[] };
  recipeSlug = recipes.data[0]?.slug ?? '';
});
afterAll(async () => {
  await server.close();
  await site.stop();
});

async function send(request: RawRequest): Promise<RawResponse> {
  const response = await rawRequest(server.port, request);
  const label = `${request.method ?? 'GET'} ${request.target.slice(0, 120)} → ${response.status} ${response.headers.location ?? ''}`;
  expect(response.status, label).toBeGreaterThanOrEqual(200);
  expect(response.status, label).toBeLessThan(500);
  if (response.headers.location !== undefined)
    expect(staysOnSite(response.headers.location, siteOrigin), label).toBe(true);
  return response;
}

async function sendAll(targets: string[], extra: Omit<RawRequest, 'target'> = {}) {
  const responses: RawResponse[] = [];
  for (const target of targets) responses.push(await send({ ...extra, target }));
  return responses;
}

describe('malformed percent-encoding', () => {
  const targets = [
    '/%',
    '/%%',
    '/%E0%A4%A',
    '/%C0%AF',
    '/%ED%A0%80',
    '/%FF',
    '/recettes/%ZZ',
    '/recettes/page/%',
    '/recettes/%E0%A4%A/12',
    '/blog/%E0',
    '/blog/categorie/%E0/page/1',
    '/blog/categorie/%',
    '/faq/%C0%AF',
    '/faq/%/x',
    '/?q=%',
    '/?%=%',
    '/menu?week=%',
    '/cgv?x=%E0%A4%A',
    '/page-benefices?q=%E0%A4%A&x=%',
    '/box-personnalisee?%ZZ=1',
    '/?logout=%&x=%E0',
    '/assets/%',
    '/favicon.svg%',
    '/auth/session?%',
    '/sitemap.xml?%',
  ];

  it('never fails the server', async () => {
    await sendAll(targets);
    expect(site.renderErrors).toEqual([]);
  });

  it('writes nothing outside the structured log for a malformed path', async () => {
    // React Router warned on the console, the whole path repeated, for each such request
    const warn = vi.spyOn(console, 'warn');
    try {
      await sendAll(['/%E0%A4%A', '/recettes/%ZZ', '/faq/%ff/%fe', '/healthz/%', '/blog/%C0%AF']);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('answers a malformed path with the 404 page', async () => {
    for (const target of ['/%', '/%E0%A4%A', '/recettes/%ZZ', '/blog/%E0']) {
      const response = await send({ target });
      expect(response.status, target).toBe(404);
      expect(titlesOf(headOf(response.body)), target).toEqual(['Page introuvable - Potimarron']);
    }
  });
});

describe('NUL and control characters', () => {
  it('never fail the server', async () => {
    await sendAll([
      '/%00',
      '/%00/evil',
      '/recettes/%00',
      '/recettes/page/%00',
      '/recettes/page/1%00',
      '/blog/categorie/%00/page/1',
      '/faq/%00',
      '/?x=%00',
      '/cgv?x=%00%0d%0a',
      '/%0d%0aSet-Cookie:%20x=1',
      '/%09/evil.com',
      '/%0a/evil.com?logout',
    ]);
  });

  it.each([
    '/faq/x%0a',
    '/faq/%0d',
    '/mon-compte/%0a',
    '/blog/categorie/%0a',
    '/blog/x%0Ay',
    '/%7f',
    // U+2028 and U+2029, which JavaScript also reads as line breaks
    '/faq/%E2%80%A8',
    '/x/%e2%80%a9',
    '/faq/la-livraison/le-colis%E2%80%A8',
    '/mon-compte/%E2%80%A8',
    '/%E2%80%A8/x',
  ])('answers a line break or DEL in a path, %s, with the 404 page', async (target) => {
    const response = await send({ target });
    expect(response.status).toBe(404);
    expect(titlesOf(headOf(response.body))).toEqual(['Page introuvable - Potimarron']);
  });

  it('answers /%00 with a 404 page', async () => {
    const response = await send({ target: '/%00' });
    expect(response.status).toBe(404);
  });

  it('never lets an encoded CR/LF split a header', async () => {
    const response = await send({ target: '/%0d%0aSet-Cookie:%20x=1?logout' });
    expect(JSON.stringify(response.headers['set-cookie'] ?? [])).not.toContain('x=1');
  });
});

describe('very long URLs', () => {
  const long = 'a'.repeat(8 * 1024);

  it('answers an 8 KB path, query string or parameter without failing', async () => {
    const [path, query, slug, page, category, legacy, logout] = await sendAll([
      `/${long}`,
      `/?q=${long}`,
      `/recettes/${long}`,
      `/recettes/page/${'9'.repeat(8 * 1024)}`,
      `/blog/categorie/${long}/page/1`,
      `/cgv?x=${long}`,
      `/faq?logout&x=${long}`,
    ]);
    expect(path?.status).toBe(404);
    expect(query?.status).toBe(200);
    expect(slug?.status).toBe(404);
    expect(page?.status).toBe(404);
    expect(category?.status).toBe(404);
    expect(legacy?.status).toBe(301);
    expect(logout?.status).toBe(302);
  });

  it('answers a long redirect query with the whole query kept', async () => {
    const response = await send({ target: `/page-benefices?q=bio&x=${long}` });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`/bio2?q=landing-mail&x=${long}`);
  });

  it('answers URLs beyond what the server reads with a 4xx, not a crash', async () => {
    const response = await send({ target: `/${'a'.repeat(64 * 1024)}` });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});

describe('garbage cookies', () => {
  const cookies = [
    `${authCookieName}=%E0%A4%A`,
    `${authCookieName}="quoted"`,
    `${authCookieName}=${'x'.repeat(4000)}`,
    `${authCookieName}=a.b.c; ${authCookieName}=d.e.f`,
    `;;;=;${authCookieName}`,
    '=====',
    `${authCookieName}`,
    `${authCookieName}=${'a'.repeat(20)}.${'b'.repeat(20)}.${'c'.repeat(20)}`,
    `${authCookieName}=<script>alert(1)</script>`,
    `__proto__=1; constructor=2; ${authCookieName}=x`,
  ];

  it('are anonymous visitors everywhere, never a server error', async () => {
    for (const cookie of cookies) {
      for (const target of [
        '/',
        '/menu',
        '/generique',
        '/mon-compte',
        '/auth/session',
        '/api/pages',
      ]) {
        const response = await send({ target, headers: { Cookie: cookie } });
        if (target === '/mon-compte')
          expect(response.headers.location, cookie).toBe('/connexion?retour=%2Fmon-compte');
        if (target === '/auth/session')
          expect(JSON.parse(response.body).authenticated, cookie).toBe(false);
      }
    }
  });
});

describe('unknown or odd q values', () => {
  it('lead to the main landing page', async () => {
    for (const q of [
      'q[]=bio',
      'q[x]=bio',
      'q=%F0%9F%8D%85',
      'q=%3Cscript%3E',
      'q=bio%00',
      'q=+bio+',
      'q=Bio',
    ]) {
      const response = await send({ target: `/page-benefices?${q}` });
      expect(response.status, q).toBe(301);
      expect(response.headers.location?.split('?')[0], q).toBe('/generique');
    }
  });
});

describe('non-integer page and week numbers', () => {
  it('answer list pages with 404', async () => {
    for (const page of [
      '1.5',
      '1e2',
      '-1',
      '+1',
      '0x1',
      '%201',
      '1%20',
      'NaN',
      'Infinity',
      '0',
      '00',
    ]) {
      for (const list of ['/recettes', '/recettes/vegetarien', '/blog']) {
        const response = await send({ target: `${list}/page/${page}` });
        expect(response.status, `${list}/page/${page}`).toBe(404);
      }
    }
  });

  it('answer a recipe’s origins with 404', async () => {
    for (const week of ['0', '54', '-1', '1.5', 'abc', '1e1', '%00']) {
      const response = await send({ target: `/recettes/${recipeSlug}/${week}` });
      expect(response.status, week).toBe(404);
    }
  });

  it('fall back to the current week on the menu', async () => {
    for (const week of ['abc', '0', '54', '-1', '1.5', '1e1', '%00', '99999999999999999999', '']) {
      const response = await send({ target: `/menu?week=${week}` });
      expect(response.status, week).toBe(200);
    }
    await send({ target: '/menu?week=3&week=abc' });
  });
});

describe('odd methods', () => {
  const sameOrigin = { Origin: 'http://localhost:3000' };

  it('answer a page with 400, 404 or 405, never the page itself', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      for (const target of ['/', '/menu', `/recettes/${recipeSlug}`]) {
        const response = await send({ target, method, headers: sameOrigin });
        // a page takes POST (the footer's form): without that form's fields, a bad request
        expect(response.status, `${method} ${target}`).toBe(method === 'POST' ? 400 : 405);
        // RFC 9110 §15.5.6: a 405 says which methods the page takes
        if (response.status === 405)
          expect(response.headers.allow, `${method} ${target}`).toBe('GET, HEAD, POST');
      }
    }
  });

  it('never fail the server, whatever the body', async () => {
    for (const [type, body] of [
      ['application/json', '{"broken":'],
      ['application/json', '[]'],
      ['application/x-www-form-urlencoded', 'a=%&b=%E0'],
      ['text/plain', '\u0000\u0001'],
    ] as const) {
      await send({
        target: '/',
        method: 'POST',
        headers: {
          ...sameOrigin,
          'Content-Type': type,
          'Content-Length': String(Buffer.byteLength(body)),
        },
        body,
      });
    }
  });

  it('GET-only endpoints refuse other methods without failing', async () => {
    for (const target of ['/sitemap.xml', '/robots.txt', '/healthz', '/auth/session']) {
      const response = await send({ target, method: 'DELETE', headers: sameOrigin });
      expect(response.status, target).toBeOneOf([404, 405]);
    }
  });
});

describe('bad bodies on /auth/login', () => {
  const post = (body: string, type: string) =>
    send({
      target: '/auth/login',
      method: 'POST',
      headers: {
        Origin: 'http://localhost:3000',
        'Content-Type': type,
        'Content-Length': String(Buffer.byteLength(body)),
      },
      body,
    });

  it('answer 4xx for broken JSON, huge bodies and odd shapes', async () => {
    expect((await post('{"identifier":', 'application/json')).status).toBe(400);
    expect(
      (await post(JSON.stringify({ identifier: 'x'.repeat(10_000) }), 'application/json')).status,
    ).toBe(413);
    for (const body of [
      '{"identifier":{"$gt":""},"password":{"$gt":""}}',
      '{"__proto__":{"admin":true}}',
      '"just a string"',
      'null',
      '[1,2,3]',
    ]) {
      const response = await post(body, 'application/json');
      expect(response.status, body).toBe(400);
      expect(response.headers['set-cookie'], body).toBeUndefined();
    }
    expect(
      (await post('identifier[]=a&password[]=b', 'application/x-www-form-urlencoded')).status,
    ).toBe(303);
    expect((await post('<login/>', 'application/xml')).status).toBe(400);
  });
});

describe('HEAD requests', () => {
  it('answer like GET without a body', async () => {
    const cases: [string, number][] = [
      ['/', 200],
      [`/recettes/${recipeSlug}`, 200],
      ['/cgv', 301],
      ['/mon-compte', 302],
      ['/nope', 404],
      ['/sitemap.xml', 200],
      ['/robots.txt', 200],
      ['/healthz', 200],
      ['/?logout', 302],
    ];
    for (const [target, status] of cases) {
      const head = await send({ target, method: 'HEAD' });
      expect(head.status, target).toBe(status);
      expect(head.body, target).toBe('');
      const get = await send({ target });
      expect(head.headers['content-type'], target).toBe(get.headers['content-type']);
      expect(head.headers.location, target).toBe(get.headers.location);
    }
  });

  it('carry the page’s CSP and cache headers', async () => {
    const head = await send({ target: '/', method: 'HEAD' });
    expect(head.headers['content-security-policy']).toMatch(/'nonce-/);
    expect(head.headers['cache-control']).toMatch(/public/);
  });
});

describe('odd request targets and Host headers', () => {
  it('never fail the server', async () => {
    const targets = [
      '*',
      'http://evil.com/',
      'http://evil.com',
      'https://evil.com/recettes/page/1',
      'http://evil.com/cgv',
      '//',
      '/.',
      '/..',
      '/./',
      '/../../etc/passwd',
      '/recettes/../mon-compte',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/;jsessionid=1',
      '/recettes;x=1/page/1',
    ];
    const hosts: Record<string, string>[] = [
      {},
      { Host: 'evil.com' },
      { Host: '' },
      { Host: 'a'.repeat(300) },
    ];
    for (const headers of hosts) await sendAll(targets, { headers });
  });

  it('never serves files from outside the built client', async () => {
    for (const target of [
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/..%2F..%2Fpackage.json',
      '/assets/..%2F..%2F..%2Fpackage.json',
    ]) {
      const response = await send({ target });
      expect(response.body, target).not.toContain('"devDependencies"');
    }
  });
});

it('rendered every page above without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
