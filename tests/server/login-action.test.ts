import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieOf } from './support/cookies.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// The login page's route action (DESIGN §6): `/connexion` posts `identifier` and `password` to
// itself; without JavaScript the server runs the action and answers a redirect or the page
// with its French message. Small login limits, and TRUST_PROXY so that each test has its own
// address (X-Forwarded-For from the local test client).

let site: TestSite;

beforeAll(async () => {
  site = await startSite({
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '3',
    RATE_LIMIT_LOGIN_LOCK_SECONDS: '900',
    // the page cache on: a form's answer must never be kept
    PAGE_CACHE_MB: '8',
  });
});
afterAll(() => site.stop());

let address = 0;
const post = (fields: Record<string, string> | string, path = '/connexion') =>
  site.request
    .post(path)
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', `198.51.100.${++address}`)
    .type('form')
    .send(fields);

const alertOf = (html: string) => /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe('POST /connexion without JavaScript', () => {
  it('logs a subscriber in: the cookie, then the subscriber site (spec §2 guard)', async () => {
    const response = await post({ identifier: 'abonne@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(site.config.SUBSCRIBER_SITE_URL);
    const cookie = authCookieOf(response.headers);
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cookie?.attributes).toHaveProperty('httponly');
    expect(response.headers['cache-control']).toMatch(/private|no-store/);
    expect(response.headers['x-cache']).toBe('BYPASS');
  });

  it('sends a prospect to the basket menu, logged in', async () => {
    const response = await post({ identifier: ' prospect@example.fr ', password: 'motdepasse' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/panier/menu');
    const cookie = authCookieOf(response.headers);
    const next = await site.request
      .get('/panier/menu')
      .set('Cookie', `${cookie?.name}=${cookie?.value}`);
    expect(next.status).toBe(200);
  });

  it('goes back to the page the guard stopped the visitor at, once logged in', async () => {
    const stopped = await site.request.get('/mon-compte/cartes').expect(302);
    expect(stopped.headers.location).toBe('/connexion?retour=%2Fmon-compte%2Fcartes');
    // the login page of that address is the visitor's own: its form posts back to it
    const page = await site.request.get(stopped.headers.location ?? '').expect(200);
    expect(page.headers['x-cache']).toBe('BYPASS');
    expect(page.text).toContain('action="/connexion?retour=%2Fmon-compte%2Fcartes"');
    const response = await post(
      { identifier: 'abonne@example.fr', password: 'motdepasse' },
      stopped.headers.location,
    );
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/mon-compte/cartes');
  });

  it.each([
    '//evil.example/mon-compte',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
  ])('never goes back to another site: retour=%s', async (target) => {
    const response = await post(
      { identifier: 'abonne@example.fr', password: 'motdepasse' },
      `/connexion?retour=${encodeURIComponent(target)}`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(site.config.SUBSCRIBER_SITE_URL);
  });

  it('answers wrong credentials with the login page, 400 and spec §8’s French message', async () => {
    const response = await post({ identifier: 'abonne@example.fr', password: 'mauvais-mdp' });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(alertOf(response.text)).toBe('Adresse e-mail ou mot de passe incorrect.');
    // the address typed stays, the password does not
    expect(response.text).toMatch(/name="identifier"[^>]*value="abonne@example.fr"/);
    expect(response.text).not.toContain('mauvais-mdp');
    expect(response.text).toContain('<title>Connexion - ');
    expect(authCookieOf(response.headers)).toBeUndefined();
    expect(response.headers['cache-control']).toMatch(/private/);
  });

  it('says a blocked account’s message', async () => {
    const response = await post({ identifier: 'bloque@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(400);
    expect(alertOf(response.text)).toBe(
      'Votre compte a été désactivé par notre service client. Contactez-nous pour le réactiver.',
    );
    expect(authCookieOf(response.headers)).toBeUndefined();
  });

  it('links to the password reset and to the registration', async () => {
    const page = await site.request.get('/connexion');
    expect(page.text).toMatch(
      /<a[^>]*href="\/mot-de-passe-oublie"[^>]*>Mot de passe oublié\u00a0\?<\/a>/,
    );
    expect(page.text).toMatch(/<a[^>]*href="\/inscription"[^>]*>Créer un compte<\/a>/);
  });

  it('checks the fields as spec §5 says before asking the product API', async () => {
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Veuillez saisir votre adresse e-mail.');
    expect(empty.text).toContain('Veuillez saisir votre mot de passe.');
    const invalid = await post({ identifier: 'abonne@', password: '12345' });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('Cette adresse e-mail n’est pas valide.');
    expect(invalid.text).toContain('Votre mot de passe doit contenir au moins 6\u00a0caractères.');
    expect(invalid.text).toMatch(/aria-invalid="true"/);
  });

  it('reads anything else than a form as an empty one, with no 5xx', async () => {
    for (const [type, body] of [
      ['application/json', '{"identifier":"abonne@example.fr","password":"motdepasse"}'],
      ['multipart/form-data; boundary=x', '--x--'],
      ['application/x-www-form-urlencoded', 'identifier=%E0%A4%A&password=%'],
    ] as const) {
      const response = await site.request
        .post('/connexion')
        .set('Origin', site.config.PUBLIC_SITE_URL)
        .set('Content-Type', type)
        .send(body);
      expect(response.status, type).toBe(400);
      expect(authCookieOf(response.headers), type).toBeUndefined();
    }
    const tooLarge = await post({ identifier: 'x'.repeat(200_000), password: 'motdepasse' });
    expect(tooLarge.status).toBe(413);
  });

  it('stops guessing an account after spec’s limit, with Retry-After and a French message', async () => {
    const guess = (password: string) => post({ identifier: 'devin@example.fr', password });
    for (const password of ['devine-1', 'devine-2', 'devine-3'])
      expect((await guess(password)).status).toBe(400);
    const locked = await guess('motdepasse');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(alertOf(locked.text)).toBe(
      'Trop de tentatives. Veuillez réessayer dans 15\u00a0minutes.',
    );
    expect(authCookieOf(locked.headers)).toBeUndefined();
  });

  it('refuses a form posted from another site', async () => {
    const response = await site.request
      .post('/connexion')
      .set('Origin', 'https://attaquant.example')
      .type('form')
      .send({ identifier: 'prospect@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(403);
    expect(authCookieOf(response.headers)).toBeUndefined();
  });

  it('sends a visitor already logged in where the guard sends them', async () => {
    const login = await post({ identifier: 'prospect@example.fr', password: 'motdepasse' });
    const cookie = authCookieOf(login.headers);
    const response = await site.request
      .post('/connexion')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .set('Cookie', `${cookie?.name}=${cookie?.value}`)
      .type('form')
      .send({ identifier: 'abonne@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/panier/menu');
    expect(authCookieOf(response.headers)).toBeUndefined();
  });

  it('answers 400 on a page that has no form but the footer’s, never the page itself', async () => {
    const response = await post({ identifier: 'abonne@example.fr' }, '/recettes/page/1');
    expect(response.status).toBe(400);
    expect(response.text).not.toContain('Toutes nos recettes –');
    expect(response.headers['cache-control']).toMatch(/private/);
  });

  it('keeps the refused answer out of the page cache', async () => {
    await post({ identifier: 'abonne@example.fr', password: 'encore-faux' });
    const page = await site.request.get('/connexion');
    expect(page.status).toBe(200);
    expect(alertOf(page.text)).toBeUndefined();
    expect(page.text).not.toContain('encore-faux');
  });
});
