import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieOf } from './support/cookies.ts';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// Failed logins are limited per account (its identifier in any case) and per visitor address
// before the product API is asked (server/login-limits.ts). Small limits here; TRUST_PROXY lets
// each test speak from addresses of its own (X-Forwarded-For from the local test client).

const limits = {
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '3',
  RATE_LIMIT_LOGIN_IP_FAILURES_PER_HOUR: '5',
  RATE_LIMIT_LOGIN_LOCK_SECONDS: '900',
};
const tooManyMessage = 'Trop de tentatives. Veuillez réessayer dans 15\u00a0minutes.';

type Body = Record<string, string>;
const loginFrom = (site: TestSite, address: string, body: Body) =>
  site.request
    .post('/auth/login')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', address)
    .send(body);

function expectTooMany(response: {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: { status: 429, message: tooManyMessage } });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('against the embedded product API', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(limits);
  });
  afterAll(() => site.stop());

  const login = (address: string, body: Body) => loginFrom(site, address, body);

  it('locks an account after RATE_LIMIT_LOGIN_ACCOUNT_FAILURES wrong passwords, from any address', async () => {
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const response = await login(address, {
        identifier: 'prospect@example.fr',
        password: 'mauvais-mdp',
      });
      expect(response.status, address).toBe(400);
    }
    // the right password no longer helps, from yet another address
    expectTooMany(
      await login('203.0.113.4', { identifier: 'prospect@example.fr', password: 'motdepasse' }),
    );
  });

  it('counts an account whatever the case of its identifier', async () => {
    for (const identifier of ['Personne@Example.fr', 'personne@example.fr', 'PERSONNE@EXAMPLE.FR'])
      expect((await login('203.0.113.10', { identifier, password: 'x' })).status).toBe(400);
    expectTooMany(
      await login('203.0.113.11', { identifier: 'personne@EXAMPLE.fr', password: 'x' }),
    );
  });

  it('starts the count afresh after a successful login', async () => {
    const wrong = { identifier: 'abonne@example.fr', password: 'mauvais-mdp' };
    const right = { identifier: 'abonne@example.fr', password: 'motdepasse' };
    for (const body of [wrong, wrong, right, wrong, wrong, right]) {
      const response = await login('203.0.113.20', body);
      expect(response.status).toBe(body === right ? 200 : 400);
    }
  });

  it('locks an address after RATE_LIMIT_LOGIN_IP_FAILURES_PER_HOUR failures, whatever the accounts', async () => {
    for (let n = 1; n <= 5; n += 1) {
      const response = await login('198.51.100.7', {
        identifier: `visiteur${n}@example.fr`,
        password: 'x',
      });
      expect(response.status, `attempt ${n}`).toBe(400);
    }
    expectTooMany(await login('198.51.100.7', { identifier: 'autre@example.fr', password: 'x' }));
    // another address is not concerned
    const elsewhere = await login('198.51.100.8', {
      identifier: 'autre@example.fr',
      password: 'x',
    });
    expect(elsewhere.status).toBe(400);
  });

  it('sends a form post (no JavaScript) back to the login page with erreur=tentatives', async () => {
    for (let n = 0; n < 3; n += 1)
      await login('203.0.113.30', { identifier: 'formulaire@example.fr', password: 'x' });
    const response = await site.request
      .post('/auth/login')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .set('X-Forwarded-For', '203.0.113.31')
      .type('form')
      .send({ identifier: 'formulaire@example.fr', password: 'x' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/connexion?erreur=tentatives');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(authCookieOf(response.headers)).toBeUndefined();
  });
});

describe('what reaches the product API', () => {
  let upstream: FakeUpstream;
  let site: TestSite;
  let apiDown = false;
  let apiLimited = false;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    // the product API refuses every password, or is in trouble when `apiDown`
    upstream.respond = (request, res) => {
      if (!request.url.startsWith('/api/auth/local')) return false;
      if (apiLimited) {
        res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '600' });
        res.end(JSON.stringify({ data: null, error: { status: 429, name: 'RateLimitError' } }));
        return true;
      }
      res.writeHead(apiDown ? 502 : 400, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Invalid identifier or password',
          },
        }),
      );
      return true;
    };
    site = await startSite({ ...limits, PRODUCT_API_URL: upstream.url });
  });
  afterAll(async () => {
    await upstream.close();
    await site.stop();
  });

  const attempts = () => upstream.received('/api/auth/local').length;

  it('asks nothing of the product API while an account is locked', async () => {
    const body = { identifier: 'verrou@example.fr', password: 'x' };
    for (let n = 0; n < 3; n += 1) await loginFrom(site, '203.0.113.40', body).expect(400);
    const before = attempts();
    for (let n = 0; n < 5; n += 1) expectTooMany(await loginFrom(site, '203.0.113.41', body));
    expect(attempts()).toBe(before);
  });

  it('lets no more guesses through than the limit, even sent all at once', async () => {
    const before = attempts();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        loginFrom(site, `192.0.2.${n + 1}`, { identifier: 'rafale@example.fr', password: `${n}` }),
      ),
    );
    expect(attempts() - before).toBe(3);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(9);
  });

  it('counts no failure when the product API is in trouble', async () => {
    apiDown = true;
    try {
      for (let n = 0; n < 6; n += 1) {
        const response = await loginFrom(site, '203.0.113.50', {
          identifier: 'panne@example.fr',
          password: 'x',
        });
        expect(response.status, `attempt ${n + 1}`).toBe(503);
      }
    } finally {
      apiDown = false;
    }
  });

  it('counts a guess the product API’s own limit refused, and then stops asking it', async () => {
    apiLimited = true;
    try {
      const before = attempts();
      for (let n = 0; n < 8; n += 1) {
        const response = await loginFrom(site, '203.0.113.70', {
          identifier: `limite${n}@example.fr`,
          password: 'x',
        });
        expect(response.status, `attempt ${n + 1}`).toBe(429);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      // RATE_LIMIT_LOGIN_IP_FAILURES_PER_HOUR is 5 here: the sixth and later never reach the API
      expect(attempts() - before).toBe(5);
    } finally {
      apiLimited = false;
    }
  });

  it('tells the product API who the visitor is', async () => {
    await loginFrom(site, '203.0.113.60', { identifier: 'qui@example.fr', password: 'x' });
    expect(upstream.received('/api/auth/local').at(-1)?.headers['x-forwarded-for']).toBe(
      '203.0.113.60',
    );
  });
});
