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
import { legacyRedirectSources } from '../shared/redirects.ts';
import { routeTable } from '../shared/routes.ts';
import { liveOnly, liveOnlyPaths, routeDataFile } from '../shared/showcase.ts';
import { dataBlockOf, pageLinks, withoutNonces } from './static-showcase/page-links.ts';
import { redirectPage, unavailablePage } from './static-showcase/static-pages.ts';

// `npm run build:static`: spec §1's static showcase (ADR 051). The site is built for BASE_PATH,
// served here in process by the app itself (page cache off), and every public page a crawler
// reaches from the home page, the sitemap and the route table is written to
// {DIST_DIR}/static{BASE_PATH}/…/index.html with its data block beside it, for client
// navigations; then the legacy redirects, the 404 page, the sitemap, robots.txt, the built
// assets and the pictures the pages show.

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
const buildDir = resolve(config.DIST_DIR, 'static-build');
const outRoot = resolve(config.DIST_DIR, 'static');
const outDir = join(outRoot, base);
const publicUrl = `${config.PUBLIC_SITE_URL}${base}`;
const log = (line: string) => console.log(line);

// 1. the client and the page renderer, built for the base path
for (const args of [
  ['vite', 'build'],
  ['vite', 'build', '--ssr', 'client/entry.server.tsx'],
]) {
  log(`build:static: ${args.join(' ')} (BASE_PATH=${base || '/'})`);
  const build = spawnSync('npx', args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DIST_DIR: buildDir, BASE_PATH: base },
  });
  if (build.status !== 0) {
    process.stderr.write(build.stderr);
    process.exit(build.status ?? 1);
  }
}

// 2. the site, in showcase mode, in front of the product API
const logger = pino({ level: 'warn' });
const embeddedApi = config.PRODUCT_API_URL
  ? undefined
  : await startProductApi({ port: 0, dbFile: resolve(config.PRODUCT_API_DB), logger });
const apiUrl = config.PRODUCT_API_URL ?? embeddedApi?.url ?? '';
const site = {
  ...siteSettingsOf(config),
  showcase: { liveUrl: config.SHOWCASE_LIVE_URL ?? null, apiUrl: config.SHOWCASE_API_URL ?? null },
};
const renderErrors: unknown[] = [];
const renderer = await loadBuiltRenderer(buildDir, {
  site,
  onError: (error) => renderErrors.push(error),
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
// a crawler gets each page whole (onAllReady), as the static files must be
const crawler = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
const get = (path: string) =>
  fetch(`${origin}${base}${path}`, { headers: crawler, redirect: 'manual' });

rmSync(outRoot, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
let bytes = 0;
const write = (path: string, body: string | Uint8Array) => {
  const file = join(outDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  bytes += typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
};
const pageFile = (path: string) => `${path.replace(/\/+$/, '')}/index.html`;

// 3. the pages, from the home page, the sitemap and the table's fixed paths
// the site's sitemap, but for the pages only the live site has
const sitePathOf = (loc: string) =>
  loc.startsWith(publicUrl) ? loc.slice(publicUrl.length).replace(/&amp;/g, '&') || '/' : null;
const sitemap = (await (await get('/sitemap.xml')).text()).replace(
  /<url><loc>([^<]+)<\/loc>.*?<\/url>\n?/g,
  (entry, loc: string) => (liveOnly(sitePathOf(loc) ?? '') ? '' : entry),
);
const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map(([, loc]) => sitePathOf(loc ?? ''))
  .filter((path): path is string => path !== null);
const fixedPaths = routeTable({ brandName: config.BRAND_NAME })
  .map((def) => def.path.replace(/\/:[^/]+\?$/, ''))
  .filter((path) => !path.includes(':') && !path.includes('*') && !liveOnly(path));
const queue = [...new Set(['/', ...fromSitemap, ...fixedPaths])];
const seen = new Set(queue);
const pictures = new Set<string>();
const broken: string[] = [];
let pages = 0;
let redirects = 0;
const follow = (from: string, url: URL) => {
  if (url.origin !== origin) return;
  const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : null;
  if (path === null) return broken.push(`${url.pathname} (from ${from}: outside ${base})`);
  if (/^\/(uploads|reviews-cache)\//.test(path)) return pictures.add(path);
  if (/\.\w+$/.test(path) || path.startsWith('/api/') || path.startsWith('/auth/')) return;
  if (liveOnly(path) || seen.has(path)) return;
  seen.add(path);
  queue.push(path);
};

while (queue.length > 0) {
  const path = queue.shift() ?? '/';
  const response = await get(path);
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location') ?? `${base}/`;
    write(pageFile(path), redirectPage({ location, canonical: new URL(location, publicUrl).href }));
    redirects += 1;
    follow(path, new URL(location, `${origin}${base}${path}`));
    continue;
  }
  const html = await response.text();
  if (response.status !== 200) {
    broken.push(`${path} (${response.status})`);
    continue;
  }
  write(pageFile(path), withoutNonces(html));
  const data = dataBlockOf(html);
  if (data) write(`${path.replace(/\/+$/, '')}/${routeDataFile}`, data);
  pages += 1;
  const page = new URL(`${origin}${base}${path}`);
  const { hrefs, sources } = pageLinks(html);
  for (const href of hrefs) follow(path, new URL(href, page));
  for (const source of sources) follow(path, new URL(source, page));
  if (pages % 25 === 0) log(`build:static: ${pages} pages, ${queue.length} to go`);
}

// 4. spec §2's legacy addresses, the pages only the live site has, the 404 page
for (const source of legacyRedirectSources) {
  if (seen.has(source)) continue;
  const response = await get(source);
  const location = response.headers.get('location');
  if (!location) continue;
  write(pageFile(source), redirectPage({ location, canonical: new URL(location, publicUrl).href }));
  redirects += 1;
}
const livePaths = routeTable({ brandName: config.BRAND_NAME })
  .map((def) => def.path)
  .filter((path) => liveOnly(path) && !path.includes(':'));
const stylesheets = [
  ...(await (await get('/')).text()).matchAll(/<link rel="stylesheet" href="([^"]+)"/g),
].map(([, href]) => href ?? '');
for (const path of new Set([...liveOnlyPaths, ...livePaths])) {
  const live = config.SHOWCASE_LIVE_URL ? `${config.SHOWCASE_LIVE_URL}${path}` : null;
  write(
    pageFile(path),
    live
      ? redirectPage({ location: live, canonical: live })
      : unavailablePage({ brandName: config.BRAND_NAME, home: `${base}/`, stylesheets }),
  );
}
const missing = await get('/vitrine-page-introuvable');
write('404.html', withoutNonces(await missing.text()));

// 5. what the pages load: the built files, the pictures, the sitemap and robots.txt
cpSync(join(buildDir, 'client'), outDir, {
  recursive: true,
  filter: (source) => !source.includes(`${join(buildDir, 'client')}/.vite`),
});
for (const path of pictures) {
  const response = await get(path);
  if (response.ok) write(path, new Uint8Array(await response.arrayBuffer()));
  else broken.push(`${path} (${response.status})`);
}
write('sitemap.xml', sitemap);
write('robots.txt', await (await get('/robots.txt')).text());

server.close();
await embeddedApi?.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
log(
  `build:static: ${pages} pages, ${redirects} redirects, ${pictures.size} pictures, ${(bytes / 2 ** 20).toFixed(1)} MB of pages and pictures in ${outDir}, ${seconds} s`,
);
for (const line of broken) console.warn(`build:static: not written: ${line}`);
for (const error of renderErrors) console.warn('build:static: render error:', error);
process.exit(broken.length > 0 || renderErrors.length > 0 ? 1 : 0);
