import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPublicApiCache } from '../../server/public-api-cache.ts';

// DESIGN §5: a render waits a bounded time for the product API. An API that accepts
// connections and never answers (a stuck process) must fail every call after its time-out,
// the first and the ones after it alike.

let stuck: Server;
let url: string;
beforeAll(async () => {
  stuck = createServer(() => undefined);
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
