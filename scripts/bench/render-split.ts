import { mkdtempSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { constants, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { startProductApi } from '../../product-api/start-product-api.ts';
import { anonymousVisitor } from '../../shared/guard.ts';
import { createPublicApiCache } from '../../server/public-api-cache.ts';
import { loadBuiltRenderer } from '../../server/renderer.ts';
import { median } from './median.ts';

// Where a page's server time goes, measured in one process without HTTP (DESIGN §11): the data
// step (`render()`: loaders, metadata, dehydration), React's streaming of the document, and
// gzip of the result at a few levels. Warm: shared query results and API answers are cached.

/** A stand-in for the response that keeps the streamed bytes. */
class Sink extends Writable {
  chunks: Buffer[] = [];
  headersSent = false;
  statusCode = 200;
  setHeader() {
    return this;
  }
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
}

export async function benchRenderSplit(
  paths: string[],
  options: { distDir?: string; rounds?: number } = {},
): Promise<Record<string, unknown>> {
  const silent = pino({ level: 'silent' });
  const api = await startProductApi({
    port: 0,
    dbFile: join(mkdtempSync(join(tmpdir(), 'bench-split-')), 'api.sqlite'),
    logger: silent,
  });
  const site = {
    brandName: 'Potimarron',
    publicSiteUrl: 'http://127.0.0.1',
    subscriberSiteUrl: '/mon-compte',
    abTestScriptUrl: null,
    adyen: null,
    showcase: null,
  };
  const renderer = await loadBuiltRenderer(resolve(options.distDir ?? 'dist'), {
    site,
    onError: (error) => console.error(error),
    onPageProblem: (message) => console.error(message),
  });
  const publicApi = createPublicApiCache({ ttlMs: 60_000, max: 2000, timeoutMs: 5000 });
  const clients = renderer.createServerClients({
    apiUrl: api.url,
    timeoutMs: 5000,
    fetch: publicApi.fetch,
  });
  const rounds = options.rounds ?? 400;
  const results: Record<string, unknown> = {};
  try {
    for (const path of paths) {
      const data: number[] = [];
      const stream: number[] = [];
      let html = Buffer.alloc(0);
      for (let round = 0; round < rounds + 50; round++) {
        const started = performance.now();
        const outcome = await renderer.render({
          url: `http://127.0.0.1${path}`,
          nonce: 'bench',
          visitor: { ...anonymousVisitor, firstName: null },
          clients,
          waitForAll: false,
          abortAfterMs: 10_000,
          now: () => new Date(),
        });
        const rendered = performance.now();
        if (outcome.type !== 'page') throw new Error(`${path}: ${outcome.type}`);
        const sink = new Sink();
        await outcome.stream(sink as unknown as ServerResponse);
        const streamed = performance.now();
        if (round < 50) continue; // warm-up: JIT, shared results, API cache
        data.push(rendered - started);
        stream.push(streamed - rendered);
        html = Buffer.concat(sink.chunks);
      }
      const text = html.toString('utf8');
      const state = /<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/.exec(
        text,
      )?.[1];
      const gzipMs = (level: number) => {
        const times: number[] = [];
        for (let i = 0; i < 200; i++) {
          const started = performance.now();
          gzipSync(html, { level });
          times.push(performance.now() - started);
        }
        return median(times);
      };
      results[path] = {
        dataMs: median(data),
        streamMs: median(stream),
        gzipMs: {
          level1: gzipMs(1),
          level6: gzipMs(constants.Z_DEFAULT_COMPRESSION),
        },
        htmlKb: Math.round(html.length / 102.4) / 10,
        stateKb: Math.round(Buffer.byteLength(state ?? '') / 102.4) / 10,
      };
    }
  } finally {
    await api.close();
  }
  return results;
}

// `npx tsx scripts/bench/render-split.ts [path…]` after a build (DIST_DIR to pick it); the
// bench runs it compiled (compiled-bench.ts): under tsx the data step counts the loader's hooks
if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.NODE_ENV = 'production';
  const paths = process.argv.slice(2);
  console.log(
    JSON.stringify(
      await benchRenderSplit(paths.length ? paths : ['/', '/recettes/page/1'], {
        distDir: process.env.DIST_DIR,
      }),
      null,
      2,
    ),
  );
}
