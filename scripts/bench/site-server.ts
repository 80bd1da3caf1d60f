import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express from 'express';
import { appPrototypes } from '../../server/app-prototypes.ts';
import { serverOptions } from '../../server/server-timeouts.ts';
import { pino } from 'pino';
import { createApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { loadBuiltRenderer } from '../../server/renderer.ts';

// The bench's server process: the real app, plus, in the same Express 5 process, the pages
// served as static strings (the anchors of DESIGN §11) and its memory and CPU figures. Two
// listeners: BENCH_PORT without the page cache (renders), BENCH_CACHED_PORT with it.
process.env.NODE_ENV = 'production';
const silent = pino({ level: 'silent' });
// BENCH_PRODUCT_API_URL: an API already running (the server run by another Node, whose native
// modules' ABI differs from the machine's: site-bench.ts); else the embedded one, in process
const api = process.env.BENCH_PRODUCT_API_URL
  ? { url: process.env.BENCH_PRODUCT_API_URL }
  : await (
      await import('../../product-api/start-product-api.ts')
    ).startProductApi({
      port: 0,
      dbFile: join(mkdtempSync(join(tmpdir(), 'bench-site-')), 'api.sqlite'),
      logger: silent,
    });
// DIST_DIR: a build of one's own, as for the tests (default dist/)
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

async function siteApp(port: number, pageCacheMb: string) {
  const config = readConfig({
    LOG_LEVEL: 'silent',
    PRODUCT_API_URL: api.url,
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    PAGE_CACHE_MB: pageCacheMb,
  });
  const site = {
    brandName: config.BRAND_NAME,
    publicSiteUrl: config.PUBLIC_SITE_URL,
    subscriberSiteUrl: config.SUBSCRIBER_SITE_URL,
    abTestScriptUrl: null,
    adyen: null,
    showcase: null,
  };
  const renderer = await loadBuiltRenderer(distDir, {
    site,
    onError: (error) => console.error(error),
    onPageProblem: (message) => console.error(message),
  });
  return createApp(config, {
    logger: silent,
    apiUrl: () => api.url,
    clientDir: resolve(distDir, 'client'),
    renderer: async () => renderer,
  });
}

/** A document without its scripts: no inline or module script, no module preloaded. */
const withoutScripts = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, '');

function listen(port: number, app: express.Express): Promise<void> {
  // each page's own HTML, captured once (`?path=/recettes/page/1`), and without its scripts
  const staticPages = new Map<string, string>();
  const pageHtml = async (query: express.Request['query']) => {
    const path = typeof query.path === 'string' ? query.path : '/';
    let html = staticPages.get(path);
    if (html === undefined) {
      html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
      staticPages.set(path, html);
    }
    return html;
  };
  const bench = express();
  bench.disable('x-powered-by');
  // the page served as a string
  bench.get('/__bench/static', async (req, res) => {
    res.type('html').send(await pageHtml(req.query));
  });
  // the same page without its scripts, compressed as the app compresses a rendered page: the
  // Lighthouse score the host gives the document alone, the anchor of the page's own score
  bench.get('/__bench/no-script', compression({ level: 1 }), async (req, res) => {
    res.type('html').send(withoutScripts(await pageHtml(req.query)));
  });
  // the RSS as it is, then after two full collections (`--expose-gc`, this process only): the
  // first depends on when V8 last collected, the second is what the process keeps
  bench.get('/__bench/rss', (_req, res) => {
    const rss = process.memoryUsage().rss;
    globalThis.gc?.();
    globalThis.gc?.();
    res.json({ rss, rssCollected: process.memoryUsage().rss });
  });
  // CPU time the server process has used, all its threads (µs), for the CPU cost per request
  bench.get('/__bench/cpu', (_req, res) => {
    const { user, system } = process.cpuUsage();
    res.json({ micros: user + system });
  });
  // the site's app straight on the server, as server/index.ts has it: mounted in another
  // Express app, each of its requests would change prototypes twice more (Express's sub-app
  // handling), which costs young-generation garbage collections (docs/performance.md)
  const server = http.createServer({ ...serverOptions, ...appPrototypes(app) }, (req, res) =>
    req.url?.startsWith('/__bench/') ? bench(req, res) : app(req, res),
  );
  return new Promise((ready) => server.listen(port, '127.0.0.1', () => ready()));
}

const port = Number(process.env.BENCH_PORT);
const cachedPort = Number(process.env.BENCH_CACHED_PORT);
await listen(port, await siteApp(port, '0'));
if (cachedPort) await listen(cachedPort, await siteApp(cachedPort, '64'));
process.send?.('ready');

// a clean exit, so that `node --cpu-prof` can write its profile
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
