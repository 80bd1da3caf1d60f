import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieOf, clearsAuthCookie, jwtPayload, setCookiesOf } from './support/cookies.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// DESIGN §6: /auth/login, /auth/logout, /auth/session, and no state change from another site.
// The site is served over https on a shared cookie domain, as in production.

const publicSiteUrl = 'https://www.potimarron.test';
const cookieDomain = 'potimarron.test';
const yearSeconds = 365 * 24 * 60 * 60;

let site: TestSite;

beforeAll(async () => {
  site = await startSite({ PUBLIC_SITE_URL: publicSiteUrl, COOKIE_DOMAIN: cookieDomain });
});
afterAll(() => site.stop());

const login = (body: Record<string, unknown>) =>
  site.request.post('/auth/login').set('Origin', publicSiteUrl).send(body);
const formLogin = (body: Record<string, string>) =>
  site.request.post('/auth/login').set('Origin', publicSiteUrl).type('form').send(body);

describe('POST /auth/login (JSON)', () => {
  it('logs a subscriber in: who they are in the body, the token only in an httpOnly cookie', async () => {
    const response = await login({ identifier: 'abonne@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(200);
    expect(response.body.visitor).toMatchObject({ authenticated: true, funnelCompleted: true });
    expect(typeof response.body.visitor.firstName).toBe('string');
    const cookie = authCookieOf(response.headers);
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.text).not.toContain(cookie?.value ?? 'no cookie');
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });

  it('sets the cookie as DESIGN §6 and spec §9 say', async () => {
    const response = await login({ identifier: 'abonne@example.fr', password: 'motdepasse' });
    const cookie = authCookieOf(response.headers);
    expect(cookie).toBeDefined();
    const attributes = cookie?.attributes ?? {};
    expect(attributes).toHaveProperty('httponly');
    expect(attributes.samesite?.toLowerCase()).toBe('lax');
    expect(attributes.path).toBe('/');
    // as long as the token it holds: the product API's last spec §9's 365 days
    const tokenExpiry = Number(jwtPayload(cookie?.value ?? '').exp) * 1000;
    const maxAge = Number(attributes['max-age']);
    expect(Math.abs(Date.now() + maxAge * 1000 - tokenExpiry)).toBeLessThan(60_000);
    expect(Math.abs(maxAge - yearSeconds)).toBeLessThan(60);
    expect(maxAge).toBeLessThanOrEqual(yearSeconds);
    const expires = Date.parse(attributes.expires ?? '');
    expect(Math.abs(expires - tokenExpiry)).toBeLessThan(60_000);
    // PUBLIC_SITE_URL is https: Secure; COOKIE_DOMAIN is set: shared with the subscriber site
    expect(attributes).toHaveProperty('secure');
    expect(attributes.domain).toBe(cookieDomain);
  });

  it('logs a prospect in, funnel not completed', async () => {
    const response = await login({ identifier: 'prospect@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(200);
    expect(response.body.visitor).toMatchObject({ authenticated: true, funnelCompleted: false });
    expect(authCookieOf(response.headers)).toBeDefined();
  });

  it('accepts the e-mail address with surrounding spaces', async () => {
    const response = await login({ identifier: '  abonne@example.fr ', password: 'motdepasse' });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password with 400 and the French message, and sets no cookie', async () => {
    const response = await login({ identifier: 'abonne@example.fr', password: 'mauvais-mdp' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { status: 400, message: 'Adresse e-mail ou mot de passe incorrect.' },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an unknown account with the same message (no account enumeration)', async () => {
    const response = await login({ identifier: 'personne@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Adresse e-mail ou mot de passe incorrect.');
  });

  it('tells a blocked account that customer service deactivated it', async () => {
    const response = await login({ identifier: 'bloque@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: {
        status: 400,
        message:
          'Votre compte a été désactivé par notre service client. Contactez-nous pour le réactiver.',
      },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('asks for both fields when they are missing or not strings', async () => {
    for (const body of [
      {},
      { identifier: 'abonne@example.fr' },
      { identifier: ['x'], password: 1 },
    ]) {
      const response = await login(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message).toBe(
        'Veuillez renseigner les champs «\u00a0Adresse e-mail\u00a0» et «\u00a0Mot de passe\u00a0».',
      );
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('POST /auth/login (HTML form, no JavaScript)', () => {
  it('answers a subscriber with 303 to the subscriber site and the cookie', async () => {
    const response = await formLogin({ identifier: 'abonne@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/mon-compte');
    expect(authCookieOf(response.headers)?.attributes).toHaveProperty('httponly');
  });

  it('answers a prospect with 303 to the basket menu', async () => {
    const response = await formLogin({ identifier: 'prospect@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/panier/menu');
    expect(authCookieOf(response.headers)).toBeDefined();
  });

  it('sends failures back to the login page with a reason, without a cookie', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ identifier: 'abonne@example.fr', password: 'mauvais-mdp' }, 'identifiants'],
      [{ identifier: '', password: '' }, 'identifiants'],
      [{ identifier: 'bloque@example.fr', password: 'motdepasse' }, 'bloque'],
    ];
    for (const [body, reason] of cases) {
      const response = await formLogin(body);
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe(`/connexion?erreur=${reason}`);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('POST /auth/logout', () => {
  it('clears the cookie with the attributes it was set with, 204 for JSON clients', async () => {
    const response = await site.request.post('/auth/logout').set('Origin', publicSiteUrl);
    expect(response.status).toBe(204);
    expect(clearsAuthCookie(response.headers)).toBe(true);
    const cookie = authCookieOf(response.headers);
    expect(cookie?.attributes.path).toBe('/');
    expect(cookie?.attributes.domain).toBe(cookieDomain);
    expect(cookie?.attributes).toHaveProperty('secure');
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });

  it('answers an HTML form with 303 to the home page', async () => {
    const response = await site.request
      .post('/auth/logout')
      .set('Origin', publicSiteUrl)
      .type('form')
      .send('');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(clearsAuthCookie(response.headers)).toBe(true);
  });
});

describe('GET /auth/session', () => {
  it('says anonymous without a cookie', async () => {
    const response = await site.request.get('/auth/session').expect(200);
    expect(response.body).toEqual({
      authenticated: false,
      funnelCompleted: false,
      firstName: null,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('says who is logged in with the cookie /auth/login set', async () => {
    const loggedIn = await login({ identifier: 'abonne@example.fr', password: 'motdepasse' });
    const cookie = authCookieOf(loggedIn.headers);
    const response = await site.request
      .get('/auth/session')
      .set('Cookie', `session_jwt=${cookie?.value}`)
      .expect(200);
    expect(response.body).toEqual(loggedIn.body.visitor);
    expect(response.body.authenticated).toBe(true);

    const prospect = await login({ identifier: 'prospect@example.fr', password: 'motdepasse' });
    const prospectSession = await site.request
      .get('/auth/session')
      .set('Cookie', `session_jwt=${authCookieOf(prospect.headers)?.value}`)
      .expect(200);
    expect(prospectSession.body).toMatchObject({ authenticated: true, funnelCompleted: false });
  });

  it('clears a forged token and says anonymous', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0xxxxxxx.c2lnbmF0dXJlc2lnbmF0dXJl';
    const response = await site.request
      .get('/auth/session')
      .set('Cookie', `session_jwt=${forged}`)
      .expect(200);
    expect(response.body.authenticated).toBe(false);
    expect(clearsAuthCookie(response.headers)).toBe(true);
  });
});

describe('no state change from another site (DESIGN §6)', () => {
  const crossSite: [string, Record<string, string>][] = [
    ['Origin of another site', { Origin: 'https://evil.example' }],
    ['Origin of a look-alike host', { Origin: 'https://www.potimarron.test.evil.example' }],
    ['Origin over http', { Origin: 'http://www.potimarron.test' }],
    ['Origin null (sandboxed frame)', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    [
      'Sec-Fetch-Site: cross-site with our own Origin',
      { 'Sec-Fetch-Site': 'cross-site', Origin: publicSiteUrl },
    ],
  ];
  const endpoints: [string, Record<string, unknown>][] = [
    ['/auth/login', { identifier: 'abonne@example.fr', password: 'motdepasse' }],
    ['/auth/logout', {}],
    ['/api/newsletter-subscriptions', { data: { email: 'cross@example.fr' } }],
    ['/api/auth/local', { identifier: 'abonne@example.fr', password: 'motdepasse' }],
  ];

  for (const [path, body] of endpoints) {
    it.each(crossSite)(`POST ${path}: %s → 403, nothing done`, async (_, headers) => {
      const response = await site.request.post(path).set(headers).send(body);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: { status: 403, message: 'Accès interdit.' } });
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  }

  it('refuses the other state-changing methods on /api from another site', async () => {
    for (const method of ['put', 'patch', 'delete'] as const) {
      const response = await site.request[method]('/api/orders/1').set(
        'Origin',
        'https://evil.example',
      );
      expect(response.status, method).toBe(403);
    }
  });

  it('lets our own pages through (Origin or Sec-Fetch-Site: same-origin)', async () => {
    await site.request
      .post('/auth/login')
      .set('Origin', publicSiteUrl)
      .send({ identifier: 'abonne@example.fr', password: 'motdepasse' })
      .expect(200);
    await site.request
      .post('/auth/login')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ identifier: 'abonne@example.fr', password: 'motdepasse' })
      .expect(200);
    await site.request.post('/auth/logout').set('Sec-Fetch-Site', 'same-origin').expect(204);
    const subscribed = await site.request
      .post('/api/newsletter-subscriptions')
      .set('Origin', publicSiteUrl)
      .send({ data: { email: 'same-origin@example.fr' } });
    expect(subscribed.status).toBe(201);
  });

  it('lets GET through from anywhere (reading is no state change)', async () => {
    const response = await site.request.get('/auth/session').set('Origin', 'https://evil.example');
    expect(response.status).toBe(200);
    expect(setCookiesOf(response.headers)).toEqual([]);
  });
});
