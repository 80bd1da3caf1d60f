import { fork } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { initialCostByPackage } from './bundle-cost.ts';
import { freePort } from './free-port.ts';
import { lighthouseScores } from './lighthouse-scores.ts';
import { load, type LoadResult } from './load.ts';
import { median } from './median.ts';
import { benchRenderSplit } from './render-split.ts';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Initial JavaScript and CSS of a page: what its HTML loads before any interaction, in bytes on
 * the wire as the server sends them (compressed at build time) to a browser taking gzip only,
 * and to one taking brotli.
 */
async function initialAssets(base: string, path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  const scripts = [
    ...html.matchAll(/<(?:script type="module" src|link rel="modulepreload"[^>]*?href)="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const size = async (urls: string[], encoding: 'gzip' | 'br') => {
    let total = 0;
    for (const url of new Set(urls)) {
      const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': encoding } });
      const sent = Number(response.headers.get('content-length'));
      const body = Buffer.from(await response.arrayBuffer());
      // files under 1 KB are not compressed at build time: compression() gzips them
      total += response.headers.get('content-encoding') === encoding ? sent : gzipSync(body).length;
    }
    return kb(total);
  };
  return {
    javascriptKbGzip: await size(scripts, 'gzip'),
    javascriptKbBrotli: await size(scripts, 'br'),
    cssKbGzip: await size(styles, 'gzip'),
    htmlKb: kb(Buffer.byteLength(html)),
  };
}

/** One page of each kind of issue 4's budgets (the catalogue's and the content's real paths). */
const budgetPages = [
  '/recettes/page/1',
  '/blog/page/1',
  '/faq',
  '/avis-clients',
  '/connexion',
  '/generique',
  '/comment-ca-marche',
];

async function warmTtfb(url: string, count: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url);
    const reader = response.body?.getReader();
    await reader?.read();
    times.push(performance.now() - started);
    await reader?.cancel();
  }
  return median(times);
}

type Measured = LoadResult & { cpuMicros: number; requests: number };

const ratio = (page: LoadResult, anchor: LoadResult) =>
  Math.round((page.requestsPerSecond / anchor.requestsPerSecond) * 1000) / 1000;

/** The first recipe the cookbook links to. */
async function firstRecipePath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/recettes/page/1`)).text();
  const path = /href="(\/recettes\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!path) throw new Error('no recipe link on /recettes/page/1');
  return path;
}

/**
 * Issue 3's figures: `/` against its HTML as a static string in the same process, TTFB, memory,
 * bundle sizes; issue 5's: the cookbook's first page and a recipe page, each against its own.
 */
export async function benchSite(): Promise<Record<string, unknown>> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = fork('scripts/bench/site-server.ts', [], {
    // as `npm start` runs the server (ADR 018)
    execArgv: ['--max-semi-space-size=32', '--import', 'tsx'],
    env: { ...process.env, BENCH_PORT: String(port) },
    stdio: 'inherit',
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    const rss = async () =>
      ((await (await fetch(`${base}/__bench/rss`)).json()) as { rss: number }).rss;
    await load(`${base}/`, { connections: 8, seconds: 3 });
    const recipePath = await firstRecipePath(base);
    // each page against its own HTML served as a string, in alternating slices: the host's load
    // drifts within seconds, and a ratio is only worth what its two figures share
    const cpuMicros = async () =>
      ((await (await fetch(`${base}/__bench/cpu`)).json()) as { micros: number }).micros;
    // a load and the server's CPU time per request during it
    const measured = async (url: string, seconds: number) => {
      const before = await cpuMicros();
      const result = await load(url, { connections: 32, seconds });
      const micros = (await cpuMicros()) - before;
      return { ...result, cpuMicros: micros, requests: result.requestsPerSecond * seconds };
    };
    const againstStatic = async (path: string, slices = 5, seconds = 2) => {
      const anchor = `${base}/__bench/static?path=${encodeURIComponent(path)}`;
      await load(anchor, { connections: 8, seconds: 1 });
      await load(`${base}${path}`, { connections: 8, seconds: 1 });
      const pairs: { staticString: Measured; rendered: Measured }[] = [];
      for (let slice = 0; slice < slices; slice++) {
        const staticString = await measured(anchor, seconds);
        pairs.push({ staticString, rendered: await measured(`${base}${path}`, seconds) });
      }
      const summary = (side: 'staticString' | 'rendered') => {
        const runs = pairs.map((pair) => pair[side]);
        const cpu = runs.reduce((sum, run) => sum + run.cpuMicros, 0);
        const requests = runs.reduce((sum, run) => sum + run.requests, 0);
        return {
          requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
          p50: median(runs.map((run) => run.p50)),
          p99: Math.max(...runs.map((run) => run.p99)),
          errors: runs.reduce((sum, run) => sum + run.errors, 0),
          non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
          cpuMsPerRequest: Math.round(cpu / requests) / 1000,
        };
      };
      const ratios = pairs.map((pair) => ratio(pair.rendered, pair.staticString));
      return {
        path,
        staticString: summary('staticString'),
        rendered: summary('rendered'),
        // the median of the slices' ratios
        ratio: median(ratios),
        sliceRatios: ratios,
      };
    };
    const home = await againstStatic('/');
    const homeGzip = await load(`${base}/`, {
      connections: 32,
      seconds: 10,
      headers: { 'accept-encoding': 'gzip' },
    });
    // issue 5: the cookbook and a recipe page, rendered without a page cache
    const cookbook = await againstStatic('/recettes/page/1');
    const recipe = await againstStatic(recipePath);
    const rssBefore = await rss();
    const soak = await load(`${base}/recettes/page/1`, { connections: 32, amount: 20_000 });
    const rssAfter = await rss();
    return {
      home,
      homeGzip: { ...homeGzip, ratio: ratio(homeGzip, home.staticString) },
      cookbook,
      recipe,
      warmTtfbMsMedian: {
        home: await warmTtfb(`${base}/`, 50),
        recipes: await warmTtfb(`${base}/recettes/page/1`, 50),
        recipe: await warmTtfb(`${base}${recipePath}`, 50),
      },
      rssOver20000Requests: {
        beforeMb: Math.round(rssBefore / 2 ** 20),
        afterMb: Math.round(rssAfter / 2 ** 20),
        errors: soak.errors,
      },
      initialAssetsOfHome: await initialAssets(base, '/'),
      // issue 4's budgets: CSS ≤ 30 KB gzip on any page, initial JavaScript ≤ 100 KB gzip
      initialAssetsOfPages: Object.fromEntries(
        await Promise.all(
          [...budgetPages, recipePath].map(
            async (path) => [path, await initialAssets(base, path)] as const,
          ),
        ),
      ),
      // issue 5: where a render's time goes, in process (data, React's stream, gzip)
      renderSplit: await benchRenderSplit(['/recettes/page/1', recipePath]),
      homeJavaScriptByPackage: await initialCostByPackage('client/pages/home/home-page.tsx'),
      // issue 4: CLS ≤ 0.02 and accessibility 100 in Lighthouse mobile; DESIGN §11's scores
      lighthouse: await lighthouseScores(base, ['/', '/recettes/page/1', recipePath]),
    };
  } finally {
    child.kill('SIGTERM');
  }
}
