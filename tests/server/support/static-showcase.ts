import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import sirv from 'sirv';

/** Where `npm run build:static:test` writes the showcase (BASE_PATH=/vitrine, ADR 051). */
export const showcaseDir = resolve('dist/static');

/**
 * The static showcase from a plain static server, as static hosts serve it: files only, and
 * for the rest a 404 with the showcase's `404.html` (GitHub Pages, Netlify and the like).
 */
export async function serveShowcase(): Promise<{ origin: string; close(): Promise<void> }> {
  if (!existsSync(resolve(showcaseDir, 'vitrine/index.html')))
    throw new Error('dist/static/vitrine is missing: run `npm run build:static:test` first');
  const serve = sirv(showcaseDir, { dev: true });
  const notFound = readFileSync(resolve(showcaseDir, 'vitrine/404.html'));
  const server = http.createServer((req, res) =>
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFound);
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
