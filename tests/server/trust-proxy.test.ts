import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// TRUST_PROXY says which proxies in front of the site are believed about the visitor's address
// (Express's `trust proxy`); by default none, and a visitor's own X-Forwarded-For is ignored.
// The address the site settles on is what its limits count and what the product API is told
// (X-Forwarded-For on proxied requests and on the login call). The test client is 127.0.0.1.

let upstream: FakeUpstream;

beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());

/** The X-Forwarded-For the product API received for the last request to `path`. */
const forwardedFor = (path: string) => upstream.received(path).at(-1)?.headers['x-forwarded-for'];

async function withSite(env: Record<string, string>, test: (site: TestSite) => Promise<void>) {
  const site = await startSite({ ...env, PRODUCT_API_URL: upstream.url });
  try {
    await test(site);
  } finally {
    await site.stop();
  }
}

const login = (site: TestSite, forwarded: string) =>
  site.request
    .post('/auth/login')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', forwarded)
    .send({ identifier: 'abonne@example.fr', password: 'x' });

describe('without TRUST_PROXY', () => {
  it('tells the product API the address of the connection, never the visitor’s own claim', async () => {
    await withSite({}, async (site) => {
      await site.request.get('/api/pages?trust=none').set('X-Forwarded-For', '6.6.6.6');
      expect(forwardedFor('/api/pages?trust=none')).toBe('127.0.0.1');
      await login(site, '6.6.6.6');
      expect(forwardedFor('/api/auth/local')).toBe('127.0.0.1');
    });
  });

  it('adds X-Forwarded-For when the visitor sent none', async () => {
    await withSite({}, async (site) => {
      await site.request.get('/api/pages?trust=absent').expect(200);
      expect(forwardedFor('/api/pages?trust=absent')).toBe('127.0.0.1');
    });
  });

  it('lets no one escape a limit by changing X-Forwarded-For', async () => {
    await withSite({ RATE_LIMIT_API_REQUESTS_PER_IP: '2' }, async (site) => {
      const statuses: number[] = [];
      for (const claimed of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
        statuses.push(
          (await site.request.get('/api/discounts/X/check').set('X-Forwarded-For', claimed)).status,
        );
      expect(statuses).toEqual([200, 200, 429]);
    });
  });
});

describe('TRUST_PROXY=loopback (a proxy on this machine)', () => {
  it('tells the product API the address the proxy saw, on /api and on the login call', async () => {
    await withSite({ TRUST_PROXY: 'loopback' }, async (site) => {
      await site.request.get('/api/pages?trust=loopback').set('X-Forwarded-For', '198.51.100.9');
      expect(forwardedFor('/api/pages?trust=loopback')).toBe('198.51.100.9');
      // the visitor's own claim comes first, the proxy appends what it saw: only that counts
      await site.request
        .get('/api/pages?trust=chain')
        .set('X-Forwarded-For', '6.6.6.6, 198.51.100.10');
      expect(forwardedFor('/api/pages?trust=chain')).toBe('198.51.100.10');
      await login(site, '6.6.6.6, 198.51.100.11');
      expect(forwardedFor('/api/auth/local')).toBe('198.51.100.11');
    });
  });

  it('counts limits per visitor behind the proxy', async () => {
    await withSite(
      { TRUST_PROXY: 'loopback', RATE_LIMIT_API_REQUESTS_PER_IP: '1' },
      async (site) => {
        const from = (address: string) =>
          site.request.get('/api/discounts/X/check').set('X-Forwarded-For', address);
        expect((await from('198.51.100.20')).status).toBe(200);
        expect((await from('198.51.100.20')).status).toBe(429);
        expect((await from('198.51.100.21')).status).toBe(200);
      },
    );
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('believes that many proxies, counted from the connection', async () => {
    await withSite({ TRUST_PROXY: '1' }, async (site) => {
      await site.request.get('/api/pages?trust=1').set('X-Forwarded-For', '6.6.6.6, 198.51.100.30');
      expect(forwardedFor('/api/pages?trust=1')).toBe('198.51.100.30');
    });
  });
});

describe('TRUST_PROXY naming other proxies', () => {
  it('ignores X-Forwarded-For from a connection it does not name', async () => {
    await withSite({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }, async (site) => {
      await site.request.get('/api/pages?trust=other').set('X-Forwarded-For', '198.51.100.40');
      expect(forwardedFor('/api/pages?trust=other')).toBe('127.0.0.1');
    });
  });
});
