import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieName, clearsAuthCookie } from './support/cookies.ts';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// Logging out (POST /auth/logout, or ?logout on any URL, spec §2) asks the product API to
// revoke the token, and the site forgets what it knew of it (its visitor cache keeps /users/me
// answers 30 s per token): a copy of the old cookie must stop working at once, on pages as on
// /api.

describe('against the embedded product API', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.stop());

  /** A subscriber's cookie, seen logged in by a page (the visitor cache now knows it). */
  async function loggedInCookie(): Promise<string> {
    const cookie = await loginCookie(site, 'abonne@example.fr');
    // /generique is hidden from logged-in visitors (spec §2): a subscriber is sent away
    const page = await site.request.get('/generique').set('Cookie', cookie);
    expect(page.status).toBe(302);
    await site.request.get('/api/users/me').set('Cookie', cookie).expect(200);
    return cookie;
  }

  async function expectRevoked(cookie: string) {
    const page = await site.request.get('/generique').set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(clearsAuthCookie(page.headers)).toBe(true);
    const session = await site.request.get('/auth/session').set('Cookie', cookie).expect(200);
    expect(session.body.authenticated).toBe(false);
    await site.request.get('/api/users/me').set('Cookie', cookie).expect(401);
  }

  it('POST /auth/logout revokes the token: the old cookie is logged in nowhere', async () => {
    const cookie = await loggedInCookie();
    const logout = await site.request
      .post('/auth/logout')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .set('Cookie', cookie);
    expect(logout.status).toBe(204);
    expect(clearsAuthCookie(logout.headers)).toBe(true);
    await expectRevoked(cookie);
  });

  it('?logout revokes the token too', async () => {
    const cookie = await loggedInCookie();
    const logout = await site.request.get('/menu?logout').set('Cookie', cookie);
    expect(logout.status).toBe(302);
    expect(clearsAuthCookie(logout.headers)).toBe(true);
    await expectRevoked(cookie);
  });

  it('?logout from another site’s link logs this browser out, not the account’s other devices', async () => {
    const elsewhere = await loggedInCookie();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const cookie = await loggedInCookie();
    expect(cookie).not.toBe(elsewhere);
    const logout = await site.request
      .get('/menu?logout')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Cookie', cookie);
    expect(logout.status).toBe(302);
    expect(clearsAuthCookie(logout.headers)).toBe(true);
    const session = await site.request.get('/auth/session').set('Cookie', elsewhere).expect(200);
    expect(session.body.authenticated).toBe(true);
    // from a page of the site itself (the subscriber area's host is same-site), every device
    const ours = await site.request
      .get('/menu?logout')
      .set('Sec-Fetch-Site', 'same-site')
      .set('Cookie', cookie);
    expect(ours.status).toBe(302);
    await site.request.get('/api/users/me').set('Cookie', elsewhere).expect(401);
  });

  it('?logout asked by a picture, a style sheet or a fetch ends no session (ADR 085)', async () => {
    const cookie = await loggedInCookie();
    for (const [mode, dest] of [
      ['no-cors', 'image'],
      ['no-cors', 'style'],
      ['cors', 'empty'],
      ['navigate', 'iframe'],
    ] as const) {
      const answer = await site.request
        .get('/?logout')
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Sec-Fetch-Mode', mode)
        .set('Sec-Fetch-Dest', dest)
        .set('Cookie', cookie);
      expect(answer.status, dest).toBe(302);
      expect(answer.headers.location, dest).toBe('/');
      expect(clearsAuthCookie(answer.headers), dest).toBe(false);
    }
    await site.request.get('/api/users/me').set('Cookie', cookie).expect(200);
    // the page the visitor opens does
    const opened = await site.request
      .get('/?logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Sec-Fetch-Mode', 'navigate')
      .set('Sec-Fetch-Dest', 'document')
      .set('Cookie', cookie);
    expect(clearsAuthCookie(opened.headers)).toBe(true);
    await expectRevoked(cookie);
  });

  it('the form post of /auth/logout revokes the token too', async () => {
    const cookie = await loggedInCookie();
    const logout = await site.request
      .post('/auth/logout')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .set('Cookie', cookie)
      .type('form')
      .send('');
    expect(logout.status).toBe(303);
    await expectRevoked(cookie);
  });
});

describe('a logout on one device ends the sessions of the others (spec §4: a 401 logs out)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.stop());

  /**
   * A subscriber's cookie on one device, known to the site (DESIGN §3's 30 s), once they have
   * logged out on another: tokens signed in the same second would be the same token.
   */
  async function revokedElsewhere(): Promise<string> {
    const here = await loginCookie(site, 'abonne@example.fr');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const there = await loginCookie(site, 'abonne@example.fr');
    expect(there).not.toBe(here);
    await site.request.get('/mon-compte').set('Cookie', there).expect(200);
    await site.request
      .post('/auth/logout')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .set('Cookie', here)
      .expect(204);
    return there;
  }

  it.each(['/mon-compte', '/recettes/page/1'])(
    'the other cookie, still known to the site, is logged out on %s: no 5xx',
    async (path) => {
      const there = await revokedElsewhere();
      const errorsBefore = site.renderErrors.length;
      const page = await site.request.get(path).set('Cookie', there);
      expect(page.status).toBe(302);
      // an ended session is no render error: the server's error log keeps what is one
      expect(site.renderErrors.slice(errorsBefore)).toEqual([]);
      expect(page.headers.location).toBe(path);
      expect(clearsAuthCookie(page.headers)).toBe(true);
      expect(page.headers['cache-control']).toMatch(/no-store/);
      // the same page again, without the cookie the browser has dropped: anonymous
      const again = await site.request.get(path);
      expect(again.status).toBe(path === '/mon-compte' ? 302 : 200);
      // and the site no longer takes the token for its holder's
      const session = await site.request.get('/auth/session').set('Cookie', there).expect(200);
      expect(session.body.authenticated).toBe(false);
    },
  );

  it('the other cookie, still known to the site, is no session for /auth/session either', async () => {
    const there = await revokedElsewhere();
    const session = await site.request.get('/auth/session').set('Cookie', there).expect(200);
    expect(session.body.authenticated).toBe(false);
    expect(clearsAuthCookie(session.headers)).toBe(true);
  });

  it('a form posted with the revoked cookie is answered 303 to its page, not a 5xx', async () => {
    const there = await revokedElsewhere();
    const posted = await site.request
      .post('/mon-compte/profil')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .set('Cookie', there)
      .type('form')
      .send({ intent: 'profile', firstName: 'Claire' });
    expect(posted.status).toBeLessThan(500);
    expect(clearsAuthCookie(posted.headers)).toBe(true);
  });
});

describe('when the product API does not answer the logout call', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6NDIsImlhdCI6MX0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
  let upstream: FakeUpstream;
  let site: TestSite;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    // the logout call never gets an answer
    upstream.respond = (request) => request.url === '/api/auth/logout';
    site = await startSite({ PRODUCT_API_URL: upstream.url, RENDER_API_TIMEOUT_MS: '200' });
  });
  afterAll(async () => {
    await upstream.close();
    await site.stop();
  });

  it('still logs the visitor out, after a short wait, having asked with the token', async () => {
    const response = await site.request
      .post('/auth/logout')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .set('Cookie', `${authCookieName}=${token}`);
    expect(response.status).toBe(204);
    expect(clearsAuthCookie(response.headers)).toBe(true);
    const asked = upstream.received('/api/auth/logout');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.method).toBe('POST');
    expect(asked[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(asked[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('asks nothing of the product API without a token', async () => {
    const before = upstream.received('/api/auth/logout').length;
    const response = await site.request.get('/faq?logout').set('Cookie', `${authCookieName}=x`);
    expect(response.status).toBe(302);
    expect(clearsAuthCookie(response.headers)).toBe(true);
    expect(upstream.received('/api/auth/logout')).toHaveLength(before);
  });
});
