import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { expect, it } from 'vitest';
import { requestLogging } from '../../server/request-id.ts';

// The access log (README « Operating it »): one JSON line a request, but none for a health
// probe that succeeds, and no stack for a 5xx that threw nothing.

function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = express();
  app.use(requestLogging(logger));
  app.get(['/healthz', '/vitrine/readyz'], (_req, res) => res.send('ok'));
  app.get('/readyz', (_req, res) => res.status(503).send('non'));
  app.get('/page', (_req, res) => res.send('page'));
  app.get('/boom', (_req, res) => res.status(500).send('erreur'));
  return { request: supertest(app), lines };
}

it('writes nothing for a probe that succeeds, a line for one that fails', async () => {
  const { request, lines } = loggedApp();
  await request.get('/healthz').expect(200);
  await request.get('/vitrine/readyz').expect(200);
  expect(lines).toEqual([]);
  await request.get('/readyz').expect(503);
  expect(lines.map((line) => line.level)).toEqual([50]);
});

it('writes a page’s line, and a 5xx without an error as its status alone, no stack', async () => {
  const { request, lines } = loggedApp();
  await request.get('/page').expect(200);
  await request.get('/boom').expect(500);
  expect(lines.map((line) => line.level)).toEqual([30, 50]);
  expect(lines[1]?.err).toEqual({ message: 'failed with status code 500' });
});
