import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { pino } from 'pino';
import { startProductApi } from '../product-api/start-product-api.ts';
import { createApp } from '../server/app.ts';
import { ConfigError, readConfig, type Config } from '../server/config.ts';
import { loadBuiltRenderer } from '../server/renderer.ts';
import { siteSettingsOf } from '../server/site-settings.ts';
import {
  landingQueryValues,
  landingRedirectSources,
  legacyRedirectSources,
} from '../shared/redirects.ts';
import { routeTable } from '../shared/routes.ts';
import { liveOnly, liveOnlyPaths } from '../shared/showcase.ts';
import { crawl, pageFile } from './static-showcase/crawl.ts';
import { drain } from './static-showcase/drain.ts';
import { redirectPage, unavailablePage } from './static-showcase/static-pages.ts';
import { withoutNonces } from './static-showcase/page-links.ts';

// `npm run build:static`: spec §1's static showcase (ADR 051). The site is built for BASE_PATH,
// served here in process by the app itself in showcase mode (page cache off) in front of the
// product API, and crawled from the home page, the sitemap and the route table's fixed paths
// into {DIST_DIR}/static{BASE_PATH}/; then the legacy redirects, the pages only the live site
// has, the 404 page, the built assets, the pictures, the sitemap and robots.txt.

let config: Config;
try {
  config = readConfig({ ...process.env, PAGE_CACHE_MB: '0', LOG_LEVEL: 'warn' });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const started = performance.now();
const base = config.BASE_PATH;
const icon = `${base}/favicon.svg`;
const buildDir = resolve(config.DIST_DIR, 'static-build');
const outRoot = resolve(config.DIST_DIR, 'static');
const outDir = join(outRoot, base);
const publicUrl = `${config.PUBLIC_SITE_URL}${base}`;
const table = routeTable({ brandName: config.BRAND_NAME });

// 1. the client and the page renderer, built for the base path into a folder of their own:
// beside the site's own build (`npm test` runs both at once), which Vite 8.4's lock on one
// project's builds would refuse
for (const args of [
  ['vite', 'build', '--bypass-lock'],
  ['vite', 'build', '--bypass-lock', '--ssr', 'client/entry.server.tsx'],
]) {
  console.log(`build:static: ${args.join(' ')} (BASE_PATH=${base || '/'})`);
  const build = spawnSync('npx', args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DIST_DIR: buildDir, BASE_PATH: base },
  });
  if (build.status !== 0) {
    process.stderr.write(build.stderr);
    process.exit(build.status ?? 1);
  }
}

// 2. the site in showcase mode, in front of the product API
const logger = pino({ level: 'warn' });
const embeddedApi = config.PRODUCT_API_URL
  ? undefined
  : await startProductApi({ port: 0, dbFile: resolve(config.PRODUCT_API_DB), logger });
const apiUrl = config.PRODUCT_API_URL ?? embeddedApi?.url ?? '';
const renderErrors: unknown[] = [];
const renderer = await loadBuiltRenderer(buildDir, {
  site: {
    ...siteSettingsOf(config),
    showcase: {
      liveUrl: config.SHOWCASE_LIVE_URL ?? null,
      apiUrl: config.SHOWCASE_API_URL ?? null,
    },
  },
  onError: (error) => renderErrors.push(error),
  onPageProblem: (message) => logger.error(message),
});
const app = createApp(config, {
  logger,
  apiUrl: () => apiUrl,
  clientDir: join(buildDir, 'client'),
  renderer: async () => renderer,
});
const server = http.createServer(app);
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// a crawler gets each page whole (onAllReady), as a static file must be
const get = (path: string) =>
  fetch(`${origin}${base}${path}`, {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    redirect: 'manual',
  });

rmSync(outRoot, { recursive: true, force: true });
let bytes = 0;
const write = (path: string, body: string | Uint8Array) => {
  const file = join(outDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  bytes += typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
};

// 3. the pages; the sitemap without those only the live site has
const sitePathOf = (loc: string) =>
  loc.startsWith(publicUrl) ? loc.slice(publicUrl.length).replace(/&amp;/g, '&') || '/' : null;
const sitemap = (await (await get('/sitemap.xml')).text()).replace(
  /<url><loc>([^<]+)<\/loc>.*?<\/url>\n?/g,
  (entry, loc: string) => (liveOnly(sitePathOf(loc) ?? '') ? '' : entry),
);
const fixedPaths = table
  .map((def) => def.path.replace(/\/:[^/]+\?$/, ''))
  .filter((path) => !/[:*]/.test(path) && !liveOnly(path));
const crawled = await crawl({
  get,
  origin,
  base,
  publicUrl,
  write,
  start: [
    '/',
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, loc]) => sitePathOf(loc ?? ''))
      .filter((path): path is string => path !== null),
    ...fixedPaths,
  ],
});
const { broken } = crawled;

// 4. spec §2's legacy addresses, the pages only the live site has, the 404 page
// a blog category's address without its page, for each category the crawl reached
const categorySources = [...crawled.seen].flatMap((path) => {
  const slug = /^\/blog\/categorie\/([a-z0-9-]+)\/page\/1$/.exec(path)?.[1];
  return slug ? [`/blog/categorie/${slug}`] : [];
});
const locationOf = async (path: string) => (await get(path)).headers.get('location');
for (const source of [...legacyRedirectSources, ...categorySources]) {
  if (crawled.seen.has(source)) continue;
  const location = await locationOf(source);
  if (!location) continue;
  // the landing variant a value of `q` chooses (spec §2)
  const byQ = landingRedirectSources.includes(source) ? new Map<string, string>() : undefined;
  for (const q of byQ ? landingQueryValues : []) {
    const target = await locationOf(`${source}?q=${q}`);
    if (target) byQ?.set(q, target);
  }
  write(
    pageFile(source),
    redirectPage({ location, canonical: new URL(location, publicUrl).href, byQ, icon }),
  );
  crawled.redirects += 1;
}
const home = await (await get('/')).text();
const stylesheets = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
  ([, href]) => href ?? '',
);
const livePaths = table
  .map((def) => def.path)
  .filter((path) => liveOnly(path) && !path.includes(':'));
for (const path of new Set([...liveOnlyPaths, ...livePaths])) {
  const live = config.SHOWCASE_LIVE_URL ? `${config.SHOWCASE_LIVE_URL}${path}` : null;
  write(
    pageFile(path),
    live
      ? redirectPage({ location: live, canonical: live, icon })
      : unavailablePage({ brandName: config.BRAND_NAME, home: `${base}/`, stylesheets, icon }),
  );
}
// a static host serves it for any missing address: rendered for one only the catch-all route
// matches, so that the browser's router finds that route (and its error) whatever the address
write('404.html', withoutNonces(await (await get('/vitrine-page-introuvable/introuvable')).text()));

// 5. what the pages load: the built files, the pictures; the sitemap and robots.txt
cpSync(join(buildDir, 'client'), outDir, {
  recursive: true,
  filter: (source) => !source.startsWith(join(buildDir, 'client', '.vite')),
});
await drain([...crawled.pictures], 8, async (path) => {
  const response = await get(path);
  if (response.ok) write(path, new Uint8Array(await response.arrayBuffer()));
  else broken.push(`${path} (${response.status})`);
});
write('sitemap.xml', sitemap);
write('robots.txt', await (await get('/robots.txt')).text());

server.close();
await embeddedApi?.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `build:static: ${crawled.pages} pages, ${crawled.redirects} redirects, ${crawled.pictures.size} pictures (${(bytes / 2 ** 20).toFixed(1)} MB) in ${outDir}, ${seconds} s`,
);
for (const line of broken) console.error(`build:static: not written: ${line}`);
for (const error of renderErrors) console.error('build:static: render error:', error);
process.exit(broken.length > 0 || renderErrors.length > 0 ? 1 : 0);
