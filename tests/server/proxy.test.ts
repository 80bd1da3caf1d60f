import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieName } from './support/cookies.ts';
import { leakyHeaders, startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { listen, rawRequest, type Listening, type RawResponse } from './support/raw-request.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// DESIGN §6 and §12: /api, /uploads and /reviews-cache go to the product API with the session
// cookie turned into a bearer token and nothing else of the visitor's. PRODUCT_API_URL points at
// a recording upstream here, so what reaches the product API can be checked.

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6NDIsImlhdCI6MX0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const visitorHeaders = {
  Cookie: `_ga=GA1.2.345; ${authCookieName}=${token}; panier=abc`,
  Authorization: 'Bearer token-chosen-by-the-client',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-For': '6.6.6.6',
};

let upstream: FakeUpstream;
let upstreamClosed = false;
let site: TestSite;
let server: Listening;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  site = await startSite({ PRODUCT_API_URL: upstream.url });
  upstream.forwardTo = site.api.url;
  server = await listen(site);
});
afterAll(async () => {
  await server.close();
  if (!upstreamClosed) await upstream.close();
  await site.stop();
});

/** The request the upstream recorded for `path`, the last one. */
function lastReceived(path: string) {
  const found = upstream.received(path).at(-1);
  if (!found) throw new Error(`${path} never reached the upstream`);
  return found;
}

function expectNoUpstreamLeak(response: { headers: Record<string, unknown> }) {
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers.server).toBeUndefined();
}

describe('what reaches the product API', () => {
  it('keeps the /api prefix, the path and the query string', async () => {
    const response = await site.request.get(
      '/api/recipes/cookbook-recipes?pagination[page]=2&x=%C3%A9',
    );
    expect(response.status).toBe(200);
    expect(lastReceived('/api/recipes/').url).toBe(
      '/api/recipes/cookbook-recipes?pagination[page]=2&x=%C3%A9',
    );
  });

  it('turns the session cookie into Authorization and sends no cookie, nor the client’s own Authorization', async () => {
    await site.request.get('/api/users/me?a=1').set(visitorHeaders).expect(200);
    const received = lastReceived('/api/users/me');
    expect(received.headers.authorization).toBe(`Bearer ${token}`);
    expect(received.headers.cookie).toBeUndefined();
    expect(received.headers['x-forwarded-host']).toBeUndefined();
    expect(JSON.stringify(received.headers)).not.toContain('token-chosen-by-the-client');
    expect(JSON.stringify(received.headers)).not.toContain('GA1.2.345');
  });

  it('sends no Authorization at all without a session cookie', async () => {
    await site.request
      .get('/api/users/me?b=1')
      .set({ Authorization: 'Bearer token-chosen-by-the-client', Cookie: 'theme=dark' })
      .expect(200);
    const received = lastReceived('/api/users/me?b=1');
    expect(received.headers.authorization).toBeUndefined();
    expect(received.headers.cookie).toBeUndefined();
  });

  it('sends no Authorization for a cookie that is not a token', async () => {
    await site.request
      .get('/api/users/me?c=1')
      .set('Cookie', `${authCookieName}=garbage; other=1`)
      .expect(200);
    const received = lastReceived('/api/users/me?c=1');
    expect(received.headers.authorization).toBeUndefined();
    expect(received.headers.cookie).toBeUndefined();
  });

  it('talks to the product API under its own host name', async () => {
    await site.request.get('/api/pages?d=1').set('Host', 'evil.example').expect(200);
    expect(lastReceived('/api/pages?d=1').headers.host).toBe(new URL(upstream.url).host);
  });

  it('forwards a POST body as it is, with Authorization from the cookie', async () => {
    const body = { data: { email: 'visiteur@example.fr', source: 'footer' } };
    await site.request
      .post('/api/newsletter-subscriptions')
      .set(visitorHeaders)
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .send(body)
      .expect(200);
    const received = lastReceived('/api/newsletter-subscriptions');
    expect(received.method).toBe('POST');
    expect(JSON.parse(received.body)).toEqual(body);
    expect(received.headers.authorization).toBe(`Bearer ${token}`);
    expect(received.headers.cookie).toBeUndefined();
  });

  it('rewrites Authorization on a request with Expect: 100-continue too, and drops Expect', async () => {
    const body = JSON.stringify({ data: { email: 'expect@example.fr' } });
    const response = await rawRequest(server.port, {
      target: '/api/newsletter-subscriptions?expect=1',
      method: 'POST',
      headers: {
        ...visitorHeaders,
        Expect: '100-continue',
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(response.status).toBe(200);
    const received = lastReceived('/api/newsletter-subscriptions?expect=1');
    expect(received.headers.authorization).toBe(`Bearer ${token}`);
    expect(received.headers.cookie).toBeUndefined();
    expect(received.headers.expect).toBeUndefined();
    expect(received.body).toBe(body);
  });
});

describe('what comes back to the visitor', () => {
  it('(the upstream does send Set-Cookie, X-Powered-By and Server)', async () => {
    const direct = await fetch(`${upstream.url}/api/pages`);
    expect(direct.headers.get('set-cookie')).toBe(leakyHeaders['Set-Cookie']);
    expect(direct.headers.get('x-powered-by')).toBe(leakyHeaders['X-Powered-By']);
    expect(direct.headers.get('server')).toBe(leakyHeaders.Server);
  });

  it('never carries the upstream’s Set-Cookie, X-Powered-By or Server headers', async () => {
    for (const path of ['/api/pages', '/api/users/me']) {
      const response = await site.request.get(path).set(visitorHeaders).expect(200);
      expectNoUpstreamLeak(response);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
    const posted = await site.request
      .post('/api/newsletter-subscriptions')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .send({})
      .expect(200);
    expectNoUpstreamLeak(posted);
  });

  it('marks a session’s answers and every write private, never stored; public answers as sent', async () => {
    const own = await site.request.get('/api/users/me').set(visitorHeaders);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const posted = await site.request
      .post('/api/newsletter-subscriptions')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .send({});
    expect(posted.headers['cache-control']).toBe('private, no-store');
    // the upstream says nothing of caching a public answer: neither does the proxy
    const anonymous = await site.request.get('/api/pages').expect(200);
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });

  it('keeps the upstream’s answer itself', async () => {
    const response = await site.request.get('/api/echo?z=1').expect(200);
    expect(response.body.echo).toMatchObject({ method: 'GET', url: '/api/echo?z=1' });
  });

  it('proxies /uploads: the real picture comes back, without upstream headers', async () => {
    const recipe = (await (
      await fetch(
        `${site.api.url}/api/recipes/cookbook-recipes?filters[cover][$notNull]=true&pagination[pageSize]=1`,
      )
    ).json()) as { data: { cover: { url: string } }[] };
    const picture = recipe.data[0]?.cover.url.replace(/\.webp$/, '.png') ?? '';
    expect(picture).toMatch(/^\/uploads\/.+\.png$/);
    const response = await site.request.get(picture).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(Buffer.isBuffer(response.body) && response.body.subarray(1, 4).toString()).toBe('PNG');
    expect(lastReceived(picture).url).toBe(picture);
    expectNoUpstreamLeak(response);
  });

  it('proxies /reviews-cache/reviews.json: the reviews file of the product API', async () => {
    const response = await site.request.get('/reviews-cache/reviews.json').set(visitorHeaders);
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body[0]).toHaveProperty('rate');
    expect(response.body[0]).toHaveProperty('publish_date');
    expect(lastReceived('/reviews-cache/reviews.json').headers.cookie).toBeUndefined();
    expectNoUpstreamLeak(response);
  });
});

describe('what never reaches the product API', () => {
  const dotted = [
    '/api/../x',
    '/api/./x',
    '/api/%2e%2e/x',
    '/api/%2E%2E/x',
    '/api/.%2e/x',
    '/api/..%2Fx',
    '/api/..%2fadmin',
    '/api/recipes/..%2F..%2Fadmin',
    '/api/%2e%2e%2fadmin',
    '/api/..\\x',
    '/api/%5C..%5Cx',
    '/api/%',
    '/uploads/../../etc/passwd',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/reviews-cache/..%2F..%2Fapi%2Fusers',
  ];

  it.each(dotted.map((target) => [target]))('%s → 400, not forwarded', async (target) => {
    const before = upstream.requests.length;
    const response = await rawRequest(server.port, { target, headers: visitorHeaders });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      error: { status: 400, message: 'Requête invalide.' },
    });
    expect(upstream.requests.length).toBe(before);
  });

  it('refuses a body over 64 KB with 413, not forwarded', async () => {
    const before = upstream.requests.length;
    const body = JSON.stringify({ data: { text: 'x'.repeat(64 * 1024) } });
    const response = await rawRequest(server.port, {
      target: '/api/newsletter-subscriptions',
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({
      error: { status: 413, message: 'Requête trop volumineuse.' },
    });
    expect(upstream.requests.length).toBe(before);
  });

  it('forwards a body of exactly 64 KB', async () => {
    const body = 'x'.repeat(64 * 1024);
    const response = await site.request
      .post('/api/limit-exactly')
      .set('Content-Type', 'text/plain')
      .send(body);
    expect(response.status).toBe(200);
    expect(lastReceived('/api/limit-exactly').body.length).toBe(64 * 1024);
  });

  it('refuses a chunked body of unknown length (it could be any size)', async () => {
    const before = upstream.requests.length;
    const response = await rawRequest(server.port, {
      target: '/api/newsletter-subscriptions',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: '{"data":{}}',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(upstream.requests.length).toBe(before);
  });

  it('scrubs the visitor’s headers on an absolute-form request target too', async () => {
    // `GET http://host/api/... HTTP/1.1` is valid HTTP/1.1 (RFC 9112 §3.2.2): Node routes it,
    // and http-proxy-middleware proxies it, so the scrubbing must not depend on its spelling
    const response = await rawRequest(server.port, {
      target: 'http://evil.example/api/users/me?absolute=1',
      headers: visitorHeaders,
    });
    expect(response.status).toBeLessThan(500);
    for (const received of upstream.received('/api/users/me?absolute=1')) {
      expect(received.headers.cookie).toBeUndefined();
      expect(received.headers.authorization).not.toBe('Bearer token-chosen-by-the-client');
      expect(received.headers['x-forwarded-host']).toBeUndefined();
    }
  });

  it('refuses dot segments on an absolute-form request target too', async () => {
    const before = upstream.requests.length;
    const response = await rawRequest(server.port, {
      target: 'http://evil.example/api/../admin',
    });
    expect(response.status).toBe(400);
    expect(upstream.requests.length).toBe(before);
  });

  it('refuses a body over 64 KB on an absolute-form request target too', async () => {
    const before = upstream.requests.length;
    const body = 'x'.repeat(64 * 1024 + 1);
    const response = await rawRequest(server.port, {
      target: 'http://evil.example/api/newsletter-subscriptions',
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'Content-Length': String(body.length) },
      body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(upstream.requests.length).toBe(before);
  });

  it('proxies nothing outside /api/, /uploads/ and /reviews-cache/', async () => {
    const before = upstream.received('/apix').length + upstream.received('/API').length;
    await site.request.get('/apix/recipes').expect(404);
    await site.request.get('/API/recipes').expect(404);
    expect(upstream.received('/apix').length + upstream.received('/API').length).toBe(before);
  });
});

describe('when the product API is unreachable', () => {
  beforeAll(async () => {
    // PRODUCT_API_URL now points at a closed port
    await upstream.close();
    upstreamClosed = true;
  });

  it('answers /api with 502 and a French JSON error', async () => {
    const response = await site.request.get('/api/recipes/cookbook-recipes');
    expect(response.status).toBe(502);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({
      error: {
        status: 502,
        message:
          'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a POST, a picture and the reviews file the same way', async () => {
    const responses: RawResponse[] = [];
    for (const target of ['/uploads/x.png', '/reviews-cache/reviews.json'])
      responses.push(await rawRequest(server.port, { target }));
    const body = '{}';
    responses.push(
      await rawRequest(server.port, {
        target: '/api/newsletter-subscriptions',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '2' },
        body,
      }),
    );
    for (const response of responses) {
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body).error.status).toBe(502);
    }
  });
});
