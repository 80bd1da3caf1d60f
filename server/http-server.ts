import http, { type Server } from 'node:http';
import type { Express } from 'express';
import { appPrototypes } from './app-prototypes.ts';
import { answerClientErrors } from './client-errors.ts';
import { applyServerTimeouts, serverOptions } from './server-timeouts.ts';

/**
 * The site's HTTP server as every request meets it: the app's own prototypes (ADR 028), the
 * time-outs, and French answers to what Node's parser cannot read. `server`: one made before
 * the app (in development, Vite's HMR socket shares it), which keeps Node's prototypes.
 */
export function createHttpServer(
  app: Express,
  settings: { keepAliveTimeoutMs: number; server?: Server },
): Server {
  const server = settings.server ?? http.createServer({ ...serverOptions, ...appPrototypes(app) });
  server.on('request', app);
  applyServerTimeouts(server, settings);
  answerClientErrors(server);
  return server;
}
