import { firstRecipePath, ratio, uncachedPages } from './against-static.ts';
import { initialCostByPackage, stackFloor } from './bundle-cost.ts';
import { javascriptUntilIdle } from './javascript-until-idle.ts';
import { lighthouseScores } from './lighthouse-scores.ts';
import { load } from './load.ts';
import { median } from './median.ts';
import { benchPageCache } from './page-cache-bench.ts';
import { benchRenderSplitCompiled } from './compiled-bench.ts';
import { rssOverSoak } from './rss-soak.ts';
import { startBenchServer } from './site-server-process.ts';
import { anotherNode, uncachedOnAnotherNode } from './uncached-on-another-node.ts';

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
      const body = Buffer.from(await response.arrayBuffer());
      // as sent: the stored encoding's length, or the file itself where it has none
      total += Number(response.headers.get('content-length') ?? body.length);
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

/** One page of each kind of DESIGN §11's budgets (the catalogue's and the content's real paths). */
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

/**
 * DESIGN §11's figures: `/`, the cookbook's first page and a recipe page, each against its own
 * HTML as a static string in the same process, TTFB, memory, bundle sizes; the page cache: the
 * same pages served from it.
 */
export async function benchSite(): Promise<Record<string, unknown>> {
  const otherNode = process.env.BENCH_NODE ? await anotherNode(process.env.BENCH_NODE) : undefined;
  const server = await startBenchServer();
  // the uncached figures: the app without the page cache (PAGE_CACHE_MB=0)
  const { base } = server;
  try {
    const recipePath = await firstRecipePath(base);
    const { home, cookbook, recipe } = await uncachedPages(base, recipePath);
    const homeGzip = await load(`${base}/`, {
      connections: 32,
      seconds: 10,
      headers: { 'accept-encoding': 'gzip' },
    });
    const rssOver20000Requests = await rssOverSoak(base, '/recettes/page/1');
    // DESIGN §11: the same pages served from the page cache, on the listener that has it
    const pageCache = await benchPageCache(server.cachedBase);
    return {
      home,
      homeGzip: { ...homeGzip, ratio: ratio(homeGzip, home.staticString) },
      cookbook,
      recipe,
      pageCache,
      warmTtfbMsMedian: {
        home: await warmTtfb(`${base}/`, 50),
        recipes: await warmTtfb(`${base}/recettes/page/1`, 50),
        recipe: await warmTtfb(`${base}${recipePath}`, 50),
      },
      rssOver20000Requests,
      initialAssetsOfHome: await initialAssets(base, '/'),
      // DESIGN §11: the CSS (≤ 30 KB) and the initial JavaScript of a page of each kind
      initialAssetsOfPages: Object.fromEntries(
        await Promise.all(
          [...budgetPages, recipePath].map(
            async (path) => [path, await initialAssets(base, path)] as const,
          ),
        ),
      ),
      // where a render's time goes, in process (data, React's stream, gzip), compiled
      renderSplit: await benchRenderSplitCompiled(['/recettes/page/1', recipePath]),
      // DESIGN §11: a first visit's JavaScript until the network is idle
      javascriptUntilIdle: await javascriptUntilIdle(base, [
        '/',
        '/recettes/page/1',
        recipePath,
        '/connexion',
      ]),
      // the initial JavaScript of four pages by package, and the named stack's
      // floor under it (no code of the site)
      javascriptByPackage: await initialCostByPackage([
        'client/pages/home/route.ts',
        'client/pages/cookbook-index/route.ts',
        'client/pages/cookbook-recipe-view/route.ts',
        'client/pages/login/route.ts',
      ]),
      stackFloor: await stackFloor(),
      // DESIGN §11: Lighthouse mobile's scores, CLS among its metrics (medians of three runs)
      lighthouse: await lighthouseScores(base, ['/', '/recettes/page/1', recipePath]),
      // the uncached figures again under another Node, given one (ADR 079)
      ...(otherNode
        ? { uncachedOnAnotherNode: await uncachedOnAnotherNode(otherNode, recipePath) }
        : {}),
    };
  } finally {
    server.stop();
  }
}
