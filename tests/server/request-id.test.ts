import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieName, signToken } from './support/cookies.ts';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// Every answer carries an X-Request-Id, also in its access log line. A client's (a proxy's) id
// is kept only when it is 1 to 64 letters, digits, `.`, `_` or `-`; anything else goes no
// further than the request: a new id replaces it, in our log and towards the product API.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let upstream: FakeUpstream;
let site: TestSite;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  site = await startSite({ PRODUCT_API_URL: upstream.url });
});
afterAll(async () => {
  await upstream.close();
  await site.stop();
});

describe('X-Request-Id', () => {
  it('is given to a request that came without one', async () => {
    const response = await site.request.get('/healthz').expect(200);
    expect(response.headers['x-request-id']).toMatch(uuid);
  });

  it.each([['1'], ['req-42'], ['lb.7f_3A-x'], ['a'.repeat(64)]])(
    'keeps a well-formed id: %s',
    async (id) => {
      const response = await site.request.get('/healthz').set('X-Request-Id', id);
      expect(response.headers['x-request-id']).toBe(id);
    },
  );

  it.each([
    ['too long', 'a'.repeat(65)],
    ['a space', 'a b'],
    ['markup', '<script>alert(1)</script>'],
    ['a log line', 'x" level=error msg="forged'],
    ['non-ASCII', 'identifiant-é'],
    ['a list', 'abc, def'],
  ])('replaces an id with %s', async (_, id) => {
    const response = await site.request.get('/healthz').set('X-Request-Id', id);
    expect(response.headers['x-request-id']).toMatch(uuid);
  });

  it('gives the product API the id of our log, not the client’s', async () => {
    const response = await site.request
      .get('/api/pages?request-id=1')
      .set('X-Request-Id', '<script>');
    const received = upstream.received('/api/pages?request-id=1').at(-1);
    expect(received?.headers['x-request-id']).toBe(response.headers['x-request-id']);
    expect(received?.headers['x-request-id']).toMatch(uuid);
  });

  // the session's own calls (README « Operating it »): a login asks /auth/local then /users/me,
  // a logout /auth/logout, each with the id of the answer that made it
  it('gives the product API the id of a login and of a logout', async () => {
    const now = Math.floor(Date.now() / 1000);
    const jwt = await signToken(7, 'secret', { issuedAt: now, expiresAt: now + 3600 });
    upstream.respond = (request, res) => {
      const answers: Record<string, unknown> = {
        '/api/auth/local': { jwt },
        '/api/users/me': { id: 7, email: 'zoe@example.fr', first_name: 'Zoé' },
        '/api/auth/logout': { ok: true },
      };
      const answer = answers[request.url.split('?')[0] ?? ''];
      if (answer === undefined) return false;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer));
      return true;
    };
    try {
      const login = await site.request
        .post('/auth/login')
        .send({ identifier: 'zoe@example.fr', password: 'un mot de passe' })
        .expect(200);
      const loginId = login.headers['x-request-id'];
      expect(upstream.received('/api/auth/local').at(-1)?.headers['x-request-id']).toBe(loginId);
      expect(upstream.received('/api/users/me').at(-1)?.headers['x-request-id']).toBe(loginId);
      const logout = await site.request
        .post('/auth/logout')
        .set('Cookie', `${authCookieName}=${jwt}`)
        .expect(204);
      expect(upstream.received('/api/auth/logout').at(-1)?.headers['x-request-id']).toBe(
        logout.headers['x-request-id'],
      );
      expect(logout.headers['x-request-id']).not.toBe(loginId);
    } finally {
      delete upstream.respond;
    }
  });
});
