import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPublicApiCache } from '../../server/public-api-cache.ts';

// DESIGN §5: a render waits a bounded time for the product API. An API that accepts
// connections and never answers (a stuck process) must fail every call after its time-out,
// the first and the ones after it alike.

let stuck: Server;
let url: string;
/** the paths the stuck API was asked, in order */
const asked: string[] = [];
beforeAll(async () => {
  stuck = createServer((req) => {
    asked.push(req.url ?? '');
  });
  await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(stuck.address() as AddressInfo).port}`;
});
afterAll(async () => {
  stuck.closeAllConnections();
  await new Promise((resolve) => stuck.close(resolve));
});

it('gives up on a stuck API after its time-out, call after call', async () => {
  const cache = createPublicApiCache({ ttlMs: 60_000, max: 10, timeoutMs: 300 });
  for (const path of ['/api/faq-sections', '/api/blog-articles', '/api/menus', '/api/pages']) {
    await expect(cache.fetch(`${url}${path}`), path).rejects.toThrow();
  }
}, 10_000);

// DESIGN §5: renders queued behind a stuck API (the page cache's waiters) would each wait the
// time-out again; a URL that timed out fails at once for a moment, without asking again
it('asks a stuck API for a URL once, then fails at once for a moment', async () => {
  const cache = createPublicApiCache({ ttlMs: 60_000, max: 10, timeoutMs: 200 });
  asked.length = 0;
  await expect(cache.fetch(`${url}/api/recipes`)).rejects.toThrow('timed out');
  await expect(cache.fetch(`${url}/api/recipes`)).rejects.toThrow('timed out');
  expect(asked).toEqual(['/api/recipes']);
  // another URL is asked as ever
  await expect(cache.fetch(`${url}/api/menus`)).rejects.toThrow('timed out');
  expect(asked).toEqual(['/api/recipes', '/api/menus']);
}, 10_000);

it('still serves the stale answer of a URL that timed out, and asks no more for a moment', async () => {
  let stuckNow = false;
  const calls: string[] = [];
  const api = createServer((req, res) => {
    calls.push(req.url ?? '');
    if (!stuckNow) res.setHeader('Content-Type', 'application/json').end('{"data":[]}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  try {
    const cache = createPublicApiCache({ ttlMs: 50, max: 10, timeoutMs: 200 });
    expect(await (await cache.fetch(`${base}/api/faq`)).text()).toBe('{"data":[]}');
    await new Promise((resolve) => setTimeout(resolve, 80));
    stuckNow = true;
    expect(await (await cache.fetch(`${base}/api/faq`)).text()).toBe('{"data":[]}');
    expect(await (await cache.fetch(`${base}/api/faq`)).text()).toBe('{"data":[]}');
    expect(calls).toEqual(['/api/faq', '/api/faq']);
  } finally {
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  }
}, 10_000);
