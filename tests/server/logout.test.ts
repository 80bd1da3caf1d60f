import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieOf, clearsAuthCookie } from './support/cookies.ts';
import { listen, rawRequest, type Listening } from './support/raw-request.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// spec §2: "a logout parameter clears stored authentication and is then removed from the URL",
// on any URL. The site runs on local http with the default configuration.

let site: TestSite;
let server: Listening;

beforeAll(async () => {
  site = await startSite();
  server = await listen(site);
});
afterAll(async () => {
  await server.close();
  await site.stop();
});

/** The search parameters of a Location, as a URL parser reads them. */
const paramsOf = (location: string) => [...new URL(location, 'http://x.test').searchParams];

async function expectLogout(from: string, path: string, params: [string, string][] = []) {
  const response = await site.request.get(from);
  expect(response.status, from).toBe(302);
  const location = response.headers.location as string;
  expect(location.split('?')[0], from).toBe(path);
  expect(paramsOf(location), from).toEqual(params);
  expect(clearsAuthCookie(response.headers), from).toBe(true);
  expect(response.headers['cache-control'], from).toMatch(/no-store/);
  return response;
}

describe('?logout on any URL', () => {
  it.each([
    ['/?logout', '/'],
    ['/?logout=1', '/'],
    ['/?logout=', '/'],
    ['/menu?logout', '/menu'],
    ['/recettes/page/2?logout=true', '/recettes/page/2'],
    ['/faq?logout', '/faq'],
    ['/connexion?logout', '/connexion'],
    ['/une-page-qui-n-existe-pas?logout', '/une-page-qui-n-existe-pas'],
    ['/cgv?logout', '/cgv'],
    ['/api/recipes/cookbook-recipes?logout', '/api/recipes/cookbook-recipes'],
  ])('%s → %s without the parameter, cookie cleared', async (from, path) => {
    await expectLogout(from, path);
  });

  it('keeps the other parameters, in their order', async () => {
    const response = await expectLogout('/menu?week=3&logout&utm_source=mail', '/menu', [
      ['week', '3'],
      ['utm_source', 'mail'],
    ]);
    expect(response.headers.location).toBe('/menu?week=3&utm_source=mail');
    await expectLogout('/recettes/page/1?a=1&logout=1&b=2', '/recettes/page/1', [
      ['a', '1'],
      ['b', '2'],
    ]);
    await expectLogout('/page-benefices?logout&q=bio', '/page-benefices', [['q', 'bio']]);
  });

  it('keeps encoded values as the same values', async () => {
    await expectLogout('/faq?recherche=livraison%20express&logout&x=%C3%A9t%C3%A9', '/faq', [
      ['recherche', 'livraison express'],
      ['x', 'été'],
    ]);
  });

  it('removes every logout parameter', async () => {
    await expectLogout('/menu?logout&week=2&logout=1', '/menu', [['week', '2']]);
  });

  it('clears with the attributes the cookie was set with, so the browser really drops it', async () => {
    const login = await site.request
      .post('/auth/login')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .send({ identifier: 'abonne@example.fr', password: 'motdepasse' })
      .expect(200);
    const set = authCookieOf(login.headers);
    const cleared = authCookieOf((await site.request.get('/?logout')).headers);
    expect(cleared?.attributes.path).toBe(set?.attributes.path);
    expect(cleared?.attributes.domain).toBe(set?.attributes.domain);
    // local http, no COOKIE_DOMAIN: host-only, not Secure (the browser would refuse it over http)
    expect(set?.attributes).not.toHaveProperty('secure');
    expect(set?.attributes).not.toHaveProperty('domain');
  });

  it('runs before the guard: a subscriber asking /generique?logout is logged out, not sent away', async () => {
    const cookie = await loginCookie(site, 'abonne@example.fr');
    const response = await site.request.get('/generique?logout').set('Cookie', cookie);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/generique');
    expect(clearsAuthCookie(response.headers)).toBe(true);
    // the browser follows without the cookie: the landing page is shown
    await site.request.get('/generique').expect(200);
  });

  it('runs before the legacy redirects (the parameter never survives a hop)', async () => {
    await expectLogout('/blog?logout&a=1', '/blog', [['a', '1']]);
  });

  it('answers HEAD the same way', async () => {
    const response = await site.request.head('/menu?logout&week=2');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/menu?week=2');
    expect(clearsAuthCookie(response.headers)).toBe(true);
  });

  it('ignores parameters that only look like it', async () => {
    for (const path of ['/faq?x=logout', '/faq?logouts=1', '/faq?Logout', '/faq?xlogout']) {
      const response = await site.request.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it('stays on the site whatever the path looks like', async () => {
    const cases: [string, string][] = [
      ['//evil.com?logout', '/evil.com'],
      ['/\\evil.com?logout', '/evil.com'],
      ['///evil.com/x?logout&a=1', '/evil.com/x?a=1'],
      ['/\\/evil.com?logout', '/evil.com'],
    ];
    for (const [target, location] of cases) {
      const response = await rawRequest(server.port, { target, headers: { Host: 'evil.com' } });
      expect(response.status, target).toBe(302);
      expect(response.headers.location, target).toBe(location);
    }
  });

  it('refuses an absolute-form request target before anything else', async () => {
    const response = await rawRequest(server.port, {
      target: 'http://evil.com/x?logout',
      headers: { Host: 'evil.com' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
