import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { listen, rawRequest, type Listening } from './support/raw-request.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// How the /api proxy copes with an upstream that stalls or closes its connections. A small
// PROXY_TIMEOUT_MS stands for spec §9's 15 s.

let upstream: FakeUpstream;
let site: TestSite;
let server: Listening;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.respond = (request, res) => {
    if (request.url.startsWith('/api/stalled')) return true; // never answers
    if (request.url.startsWith('/api/half')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"data":['); // and nothing more
      return true;
    }
    if (request.url.startsWith('/api/closing')) {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        Connection: 'close',
        'Keep-Alive': 'timeout=1, max=1',
      });
      res.end('{"data":[]}');
      return true;
    }
    return false;
  };
  site = await startSite({ PRODUCT_API_URL: upstream.url, PROXY_TIMEOUT_MS: '300' });
  server = await listen(site);
});
afterAll(async () => {
  await server.close();
  await upstream.close();
  await site.stop();
});

describe('an upstream that does not answer in time', () => {
  it('answers 504 with a French JSON error, never cached', async () => {
    const response = await site.request.get('/api/stalled/recipes');
    expect(response.status).toBe(504);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({
      error: {
        status: 504,
        message:
          'Le service met trop de temps à répondre. Veuillez réessayer dans quelques instants.',
      },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a POST the same way', async () => {
    const response = await site.request
      .post('/api/stalled/newsletter-subscriptions')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .send({ data: { email: 'lent@example.fr' } });
    expect(response.status).toBe(504);
    expect(response.body.error.status).toBe(504);
  });

  it('cuts an answer that stalls half-way rather than pass the half for the whole', async () => {
    await expect(rawRequest(server.port, { target: '/api/half' })).rejects.toThrow();
  });
});

/** GET `path` through `agent`; whether the request went down an already used connection. */
function getThrough(agent: http.Agent, path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; reused: boolean }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: server.port, path, agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, reused: req.reusedSocket }),
        );
      });
      req.on('error', reject);
    },
  );
}

describe('an upstream that closes its connections', () => {
  it('does not close the visitor’s: hop-by-hop headers stay upstream', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await getThrough(agent, '/api/closing?n=1');
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe('keep-alive');
      expect(first.headers['keep-alive']).not.toBe('timeout=1, max=1');
      const second = await getThrough(agent, '/api/closing?n=2');
      expect(second.status).toBe(200);
      expect(second.reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
