import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiProxy } from '../../server/api-proxy.ts';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';

// A visitor gone before their request leaves for the product API: the proxy's deadline (spec
// §9's 15 s, 100 ms here) must not run out later and log a slow API that answered at once.

let upstream: FakeUpstream;
let server: http.Server;
const warnings: string[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => warnings.push(String(JSON.parse(line).msg)) },
  );
  const app = express();
  // what comes before the proxy takes a moment (a session read, a limit counted)
  app.use((_req, _res, next) => setTimeout(next, 50));
  app.use(apiProxy(() => upstream.url, logger, 100));
  server = http.createServer(app);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await upstream.close();
});

it('logs no slow product API for a visitor who left before their request went', async () => {
  const { port } = server.address() as AddressInfo;
  const request = http.get({ host: '127.0.0.1', port, path: '/api/recipes' });
  request.on('error', () => undefined);
  setTimeout(() => request.destroy(), 10);
  // past the moment the proxy goes on and its deadline would run out
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(warnings).toEqual([]);
});
