import zlib from 'node:zlib';
import { compressedBody, cutNonce } from '../../server/page-body.ts';
import { againstStatic, firstRecipePath, ratio } from './against-static.ts';
import { load } from './load.ts';
import { median } from './median.ts';
import { rssOverSoak } from './rss-soak.ts';
import { startBenchServer } from './site-server-process.ts';

// DESIGN §11's page cache budget: anonymous pages served from the cache, each against its own
// HTML as a static string in the same process (≥ 0.8×), p99 at 32 connections (< 10 ms); and
// what storing a page costs (ADR 022: compressed once, holes left for each answer's nonce).

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function xCache(url: string): Promise<string | null> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.headers.get('x-cache');
}

/** A stored page's sizes against plain compression, and the time to make its encodings. */
async function storedBytes(url: string) {
  const response = await fetch(url);
  const html = Buffer.from(await response.arrayBuffer());
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const document = cutNonce(html, nonce ?? '');
  const times: number[] = [];
  let sizes = { br: 0, gzip: 0 };
  for (let round = 0; round < 20; round++) {
    const started = performance.now();
    const [br, gzip] = await Promise.all([
      compressedBody(document, 'br'),
      compressedBody(document, 'gzip'),
    ]);
    times.push(performance.now() - started);
    sizes = { br: br?.length ?? 0, gzip: gzip?.length ?? 0 };
  }
  const brotli = (quality: number) =>
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } })
      .length;
  return {
    holes: document.parts.length - 1,
    htmlKb: kb(html.length),
    storedBrKb: kb(sizes.br),
    storedGzipKb: kb(sizes.gzip),
    plainBrQuality6Kb: kb(brotli(6)),
    plainBrQuality11Kb: kb(brotli(11)),
    plainGzip9Kb: kb(zlib.gzipSync(html, { level: 9 }).length),
    // both encodings, their checks included, in this process
    storeMsMedian: median(times),
  };
}

export async function benchPageCache(cachedBase: string): Promise<Record<string, unknown>> {
  const recipePath = await firstRecipePath(cachedBase);
  const paths = ['/', '/recettes/page/1', recipePath];
  const results: Record<string, unknown> = {};
  for (const path of paths) {
    await xCache(`${cachedBase}${path}`);
    // measured only if the cache answers: a render would make these figures a lie
    const state = await xCache(`${cachedBase}${path}`);
    if (state !== 'HIT') throw new Error(`${path}: X-Cache ${state}, not HIT`);
    results[path] = await againstStatic(cachedBase, path, { side: 'cached' });
  }
  // a browser's Accept-Encoding: the brotli bytes stored with the page, against the string
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const anchor = await load(`${cachedBase}/__bench/static?path=%2F`, {
    connections: 32,
    seconds: 5,
  });
  const brotli = await load(`${cachedBase}/`, { connections: 32, seconds: 5, headers: browser });
  results.homeBrotli = { ...brotli, ratio: ratio(brotli, anchor) };
  // the p99 at 32 connections of each page alone, 10 s after 2 s of warming: the slices above
  // take the worst of five 2-second runs, each right after the string's slice, whose
  // per-request compression leaves the process collecting its garbage
  const alone: Record<string, unknown> = {};
  for (const path of paths) {
    await load(`${cachedBase}${path}`, { connections: 32, seconds: 2, headers: browser });
    alone[path] = await load(`${cachedBase}${path}`, {
      connections: 32,
      seconds: 10,
      headers: browser,
    });
  }
  results.latencyAlone = alone;
  // DESIGN §11's RSS check with the cache on: 20,000 hits of the cookbook (the same soak as
  // with the cache off in site-bench.ts)
  results.rssOver20000Hits = await rssOverSoak(cachedBase, '/recettes/page/1');
  const stored: Record<string, unknown> = {};
  for (const path of paths) stored[path] = await storedBytes(`${cachedBase}${path}`);
  results.storedBytes = stored;
  return results;
}

// `npx tsx scripts/bench/page-cache-bench.ts` after a build: these figures alone (~80 s)
if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.NODE_ENV = 'production';
  const server = await startBenchServer();
  try {
    console.log(JSON.stringify(await benchPageCache(server.cachedBase), null, 2));
  } finally {
    server.stop();
  }
}
