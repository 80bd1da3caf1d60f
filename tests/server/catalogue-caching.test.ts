import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSite, type TestSite } from './support/start-site.ts';

// DESIGN §5 and docs/decisions/009: an anonymous view of a catalogue page does not always
// cost a product-API call. The site talks to the API through a counting relay here.

let site: TestSite;
let relay: http.Server;
let target = '';
const calls: string[] = [];

beforeAll(async () => {
  relay = http.createServer((req, res) => {
    calls.push(req.url ?? '');
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as AddressInfo).port;
  site = await startSite({ PRODUCT_API_URL: `http://127.0.0.1:${port}` });
  target = site.api.url;
});
afterAll(async () => {
  await site.stop();
  await new Promise((resolve) => relay.close(resolve));
});

it('serves a second view of each catalogue page without calling the product API', async () => {
  const recipe = /href="(\/recettes\/[a-z0-9-]+)"/.exec(
    (await site.request.get('/recettes/page/1').expect(200)).text,
  )?.[1];
  const paths = [
    '/recettes/page/1',
    '/recettes/page/2',
    '/recettes/vegetarien/page/1',
    `${recipe}`,
    '/menu',
    '/menu?week=abc',
    '/chef-lucie-marchand',
  ];
  for (const path of paths) await site.request.get(path).expect(200);
  const before = calls.length;
  expect(before).toBeGreaterThan(0);
  for (const path of paths) await site.request.get(path).expect(200);
  expect(calls.slice(before)).toEqual([]);
});
