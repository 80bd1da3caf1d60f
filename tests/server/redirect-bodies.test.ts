import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// Every redirect the site sends carries its Location and an empty body (server/redirect.ts):
// Express's res.redirect would write « Found. Redirecting to … », in English.

let site: TestSite;
let subscriber: string;

beforeAll(async () => {
  site = await startSite();
  subscriber = await loginCookie(site, 'abonne@example.fr');
});
afterAll(() => site.stop());

function expectBareRedirect(
  response: { status: number; text: string; headers: Record<string, string> },
  status: number,
  location: string,
) {
  expect(response.status).toBe(status);
  expect(response.headers.location).toBe(location);
  expect(response.text).toBe('');
  expect(response.headers['content-length'] ?? '0').toBe('0');
}

describe('redirect bodies', () => {
  it('legacy addresses (spec §2)', async () => {
    expectBareRedirect(await site.request.get('/cgv'), 301, '/conditions-generales-de-vente');
  });

  it('none at all for the folder of static files', async () => {
    const response = await site.request.get('/assets');
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.text).not.toMatch(/redirect/i);
  });

  it('?logout', async () => {
    expectBareRedirect(await site.request.get('/faq?logout&a=1'), 302, '/faq?a=1');
  });

  it('the guard sending a subscriber away from a page hidden from them', async () => {
    const response = await site.request.get('/generique').set('Cookie', subscriber);
    expectBareRedirect(response, 302, '/mon-compte');
  });

  it('the form posts of /auth/login and /auth/logout', async () => {
    const form = (path: string, body: Record<string, string>) =>
      site.request.post(path).set('Origin', site.config.PUBLIC_SITE_URL).type('form').send(body);
    expectBareRedirect(
      await form('/auth/login', { identifier: 'abonne@example.fr', password: 'motdepasse' }),
      303,
      '/mon-compte',
    );
    expectBareRedirect(
      await form('/auth/login', { identifier: 'abonne@example.fr', password: 'mauvais-mdp' }),
      303,
      '/connexion?erreur=identifiants',
    );
    expectBareRedirect(await form('/auth/logout', {}), 303, '/');
  });
});
