import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
