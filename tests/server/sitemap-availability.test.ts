import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// sitemap.xml is cached an hour, by the site and by whoever relays it: an API that is down
// must give a 503 nobody keeps, never an empty sitemap cached for an hour. PRODUCT_API_URL is an
// upstream that relays the real product API, or answers 503 while `apiDown`.

let upstream: FakeUpstream;
let site: TestSite;
let apiDown = true;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  site = await startSite({ PRODUCT_API_URL: upstream.url });
  upstream.respond = (request, res) => {
    if (apiDown) {
      res.writeHead(503).end();
      return true;
    }
    void fetch(`${site.api.url}${request.url}`).then(async (answer) => {
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    return true;
  };
});
afterAll(async () => {
  await upstream.close();
  await site.stop();
});

const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

describe('sitemap.xml when the product API is down', () => {
  it('answers 503, not to be kept, when no sitemap was ever made', async () => {
    const response = await site.request.get('/sitemap.xml');
    expect(response.status).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe('Plan du site momentanément indisponible.');
  });

  it('makes the sitemap as soon as the API is back: the failure was not kept', async () => {
    apiDown = false;
    const response = await site.request.get('/sitemap.xml').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(urlCount(response.text)).toBeGreaterThan(100);
  });

  it('serves the last good sitemap while the API is down again', async () => {
    apiDown = true;
    const response = await site.request.get('/sitemap.xml').expect(200);
    expect(urlCount(response.text)).toBeGreaterThan(100);
  });
});
