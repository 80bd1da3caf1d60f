import { fork } from 'node:child_process';
import { compiledBenchScript } from './compiled-bench.ts';
import { freePort } from './free-port.ts';

export interface BenchServer {
  /** the site without the page cache: every page rendered */
  base: string;
  /** the same site with the page cache (DESIGN §11) */
  cachedBase: string;
  stop(): void;
}

/**
 * scripts/bench/site-server.ts, compiled, in a process of its own, once it listens; run by
 * another Node than the bench's with `execPath`, then on a product API already running.
 */
export async function startBenchServer(
  options: { execPath?: string; productApiUrl?: string } = {},
): Promise<BenchServer> {
  const [port, cachedPort] = [await freePort(), await freePort()];
  const child = fork(await compiledBenchScript('site-server'), [], {
    execPath: options.execPath,
    // as `npm start` runs the server (ADR 018): compiled, no TypeScript loader
    // and `gc()` for the memory figures read after full collections (rss-soak.ts)
    execArgv: ['--max-semi-space-size=32', '--expose-gc'],
    // as `npm start` and the Dockerfile run it: two malloc arenas (docs/performance.md)
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      BENCH_PORT: String(port),
      BENCH_CACHED_PORT: String(cachedPort),
      ...(options.productApiUrl ? { BENCH_PRODUCT_API_URL: options.productApiUrl } : {}),
    },
    stdio: 'inherit',
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    cachedBase: `http://127.0.0.1:${cachedPort}`,
    stop: () => child.kill('SIGTERM'),
  };
}
