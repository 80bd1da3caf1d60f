import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../shared/routes.ts';
import { authCookieName, clearsAuthCookie, jwtPayload, signToken } from './support/cookies.ts';
import { loginCookie, startSite, testJwtSecret, type TestSite } from './support/start-site.ts';

// spec §2 "Navigation guard", server-side, with the real cookies /auth/login sets.

const table = routeTable({ brandName: 'Potimarron' });

/** Concrete URLs of the hideForAuth routes: optional parameters both left out and given. */
const hiddenForAuth = table
  .filter((def) => def.hideForAuth)
  .flatMap((def) =>
    def.path.includes('/:boxSettings?')
      ? [def.path.replace('/:boxSettings?', ''), def.path.replace(':boxSettings?', '2-3')]
      : [def.path],
  );

let site: TestSite;
let subscriber: string;
let prospect: string;
let subscriberId: number;

beforeAll(async () => {
  site = await startSite();
  subscriber = await loginCookie(site, 'abonne@example.fr');
  prospect = await loginCookie(site, 'prospect@example.fr');
  subscriberId = Number(jwtPayload(subscriber.slice(`${authCookieName}=`.length)).id);
});
afterAll(() => site.stop());

/** A temporary redirect that no cache keeps: where a visitor goes depends on who they are. */
async function expectGuardRedirect(path: string, cookie: string | undefined, to: string) {
  const request = site.request.get(path);
  if (cookie) request.set('Cookie', cookie);
  const response = await request;
  expect(response.status, path).toBeOneOf([302, 303, 307]);
  expect(response.headers.location, path).toBe(to);
  expect(response.headers['cache-control'], path).toMatch(/no-store/);
  expect(response.headers['cache-control'], path).not.toMatch(/public/);
  return response;
}

it('knows every hideForAuth route of the route table', () => {
  expect(hiddenForAuth).toEqual(
    expect.arrayContaining([
      '/generique',
      '/bio2',
      '/thermomix2',
      '/famille',
      '/moins20min',
      '/generiquev2',
      '/generique-landing',
      '/connexion',
    ]),
  );
});

describe('hideForAuth routes', () => {
  it.each(hiddenForAuth.map((path) => [path]))(
    '%s: a subscriber whose funnel is completed goes to the subscriber site',
    async (path) => {
      await expectGuardRedirect(path, subscriber, '/mon-compte');
    },
  );

  it.each(hiddenForAuth.map((path) => [path]))(
    '%s: a prospect whose funnel is not completed goes to the basket menu',
    async (path) => {
      await expectGuardRedirect(path, prospect, '/panier/menu');
    },
  );

  it.each(hiddenForAuth.map((path) => [path]))('%s: an anonymous visitor sees it', async (path) => {
    await site.request.get(path).expect(200);
  });

  it('sends an authenticated visitor away whatever the query string', async () => {
    await expectGuardRedirect(
      '/generique?utm_source=mail&q=landing-mail',
      subscriber,
      '/mon-compte',
    );
    await expectGuardRedirect('/famille?q=landing-mail', prospect, '/panier/menu');
  });
});

describe('menu_index', () => {
  it('sends any authenticated visitor to the subscriber site', async () => {
    await expectGuardRedirect('/menu', subscriber, '/mon-compte');
    await expectGuardRedirect('/menu', prospect, '/mon-compte');
    await expectGuardRedirect('/menu?week=3', subscriber, '/mon-compte');
  });

  it('shows the menu to anonymous visitors', async () => {
    await site.request.get('/menu').expect(200);
    await site.request.get('/menu?week=3').expect(200);
  });
});

describe('the account page', () => {
  it('sends anonymous visitors to the login page', async () => {
    await expectGuardRedirect('/mon-compte', undefined, '/connexion?retour=%2Fmon-compte');
  });

  it('shows it to authenticated visitors', async () => {
    const account = await site.request.get('/mon-compte').set('Cookie', subscriber).expect(200);
    expect(account.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the basket menu, a step of the funnel (ADR 042)', () => {
  it('is open to anonymous visitors', async () => {
    await site.request.get('/panier/menu').expect(200);
  });

  it('is shown to a prospect, never kept by a cache', async () => {
    const basket = await site.request.get('/panier/menu').set('Cookie', prospect).expect(200);
    expect(basket.headers['cache-control']).toBe('private, no-store');
  });

  it('sends a subscriber whose funnel is completed to the subscriber site', async () => {
    await expectGuardRedirect('/panier/menu', subscriber, '/mon-compte');
    await expectGuardRedirect('/panier/menu?box=2-3', subscriber, '/mon-compte');
  });
});

describe('other routes proceed for everyone', () => {
  it.each([['/'], ['/recettes/page/1'], ['/faq'], ['/comment-ca-marche'], ['/blog/page/1']])(
    '%s',
    async (path) => {
      await site.request.get(path).expect(200);
      await site.request.get(path).set('Cookie', subscriber).expect(200);
      await site.request.get(path).set('Cookie', prospect).expect(200);
    },
  );
});

describe('cookies that are no session are anonymous visitors, and are cleared', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const badCookies: [string, () => Promise<string>][] = [
    ['garbage', async () => 'garbage'],
    ['empty', async () => ''],
    ['three short parts', async () => 'a.b.c'],
    ['percent-encoded junk', async () => '%E0%A4%A'],
    [
      'JWT-shaped random',
      async () => 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0aaaaaaa.c2lnbmF0dXJlc2lnbmF0dXJl',
    ],
    [
      'forged (signed with another secret)',
      async () =>
        signToken(subscriberId, 'not-the-secret', { issuedAt: now(), expiresAt: now() + 3600 }),
    ],
    [
      'expired (signed by the product API, a day ago)',
      async () =>
        signToken(subscriberId, testJwtSecret, {
          issuedAt: now() - 3 * 86_400,
          expiresAt: now() - 86_400,
        }),
    ],
    [
      'unsigned (alg none)',
      async () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
          JSON.stringify({ id: subscriberId, exp: now() + 3600 }),
        ).toString('base64url')}.${'A'.repeat(16)}`,
    ],
    [
      'for a user that does not exist',
      async () => signToken(999_999, testJwtSecret, { issuedAt: now(), expiresAt: now() + 3600 }),
    ],
  ];

  it.each(badCookies)('%s: the account page sends to login and clears it', async (_, make) => {
    const cookie = `${authCookieName}=${await make()}`;
    const response = await expectGuardRedirect(
      '/mon-compte',
      cookie,
      '/connexion?retour=%2Fmon-compte',
    );
    expect(clearsAuthCookie(response.headers)).toBe(true);
  });

  it.each(badCookies)('%s: a hideForAuth route is shown, the cookie cleared', async (_, make) => {
    const cookie = `${authCookieName}=${await make()}`;
    const response = await site.request.get('/generique').set('Cookie', cookie);
    expect(response.status).toBe(200);
    expect(clearsAuthCookie(response.headers)).toBe(true);
  });

  it.each(badCookies)('%s: /menu is shown, /auth/session says anonymous', async (_, make) => {
    const cookie = `${authCookieName}=${await make()}`;
    const menu = await site.request.get('/menu').set('Cookie', cookie);
    expect(menu.status).toBe(200);
    const session = await site.request.get('/auth/session').set('Cookie', cookie).expect(200);
    expect(session.body).toEqual({ authenticated: false, funnelCompleted: false, firstName: null });
  });

  it('leaves other cookies alone and keeps a valid session', async () => {
    const response = await site.request
      .get('/recettes/page/1')
      .set('Cookie', `_ga=GA1.2.3; ${subscriber}; theme=dark`)
      .expect(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('never answers a bad cookie with a server error', async () => {
    for (const [, make] of badCookies) {
      const cookie = `${authCookieName}=${await make()}`;
      for (const path of ['/', '/panier/menu', '/connexion', '/recettes/page/1', '/nope']) {
        const response = await site.request.get(path).set('Cookie', cookie);
        expect(response.status, `${path} ${cookie}`).toBeLessThan(500);
      }
    }
  });
});

it('rendered every page above without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
