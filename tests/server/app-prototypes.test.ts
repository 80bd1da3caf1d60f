import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { expect, it } from 'vitest';
import { appPrototypes } from '../../server/app-prototypes.ts';

// server/index.ts makes Node's request and response objects with the app's own prototypes, so
// that Express has none to change (docs/performance.md): they must still be whole objects of
// both Node and Express.
it('gives the app requests and responses that already have its prototypes', async () => {
  const app = express();
  app.get('/probe', (req, res) => {
    res.status(201).json({
      request: Object.getPrototypeOf(req) === app.request,
      response: Object.getPrototypeOf(res) === app.response,
      node: req instanceof http.IncomingMessage && res instanceof http.ServerResponse,
      header: req.get('x-probe'),
      query: req.query.q,
    });
  });
  const server = http.createServer(appPrototypes(app), app);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/probe?q=oui`, {
      headers: { 'X-Probe': 'vu' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      request: true,
      response: true,
      node: true,
      header: 'vu',
      query: 'oui',
    });
  } finally {
    server.close();
  }
});
