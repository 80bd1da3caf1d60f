import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './free-port.ts';
import { waitUntilUp } from './wait-until-up.ts';

// Pages served while the site is attacked: the production server (dist/node, the embedded API in
// its own process) under a 60-second mixed-page load, alone, then with a login flood beside it,
// then with one client repeating the heaviest query the API still accepts. Loopback only.

const seconds = Number(process.env.BENCH_ATTACK_SECONDS ?? 60);
const pageConnections = 32;

/**
 * Answered 200 within the query budget (ADR 021): the largest answer found among populate shapes
 * near it, 100 recipes with their steps, ingredients and related recipes' steps (~1.2 MB).
 */
export const heaviestAllowedQuery =
  '/api/recipes?pagination[pageSize]=100&populate[related_recipes][populate][recipe_steps]=*&populate[recipe_steps]=*&populate[recipe_ingredients]=*';

type Instance = ReturnType<typeof autocannon>;
type Result = Awaited<Instance>;

function run(options: autocannon.Options): Promise<Result> {
  if (!String(options.url).startsWith('http://127.0.0.1:'))
    throw new Error(`bench targets only 127.0.0.1, not ${String(options.url)}`);
  return new Promise((done, fail) => {
    autocannon(options, (error, result) => (error ? fail(error) : done(result)));
  });
}

const summary = (result: Result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors,
  non2xx: result.non2xx,
  statusCodes: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  ),
});

/** An attacking client in its own process (scripts/bench/attack-client.ts). */
function attacker(kind: 'login-flood' | 'heavy-query', base: string, path = ''): Promise<Result> {
  const client = fork(
    'scripts/bench/attack-client.ts',
    [JSON.stringify({ kind, base, seconds }), path],
    {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    },
  );
  return new Promise((done, fail) => {
    client.once('message', (result) => done(result as Result));
    client.once('exit', (code) => fail(new Error(`attacker exited (${code})`)));
  });
}

export async function benchUnderAttack(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-attack-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  const site = spawn(
    process.execPath,
    ['--max-semi-space-size=32', join(distDir, 'node', 'server', 'index.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_SITE_URL: base,
        PRODUCT_API_PORT: '0',
        PRODUCT_API_DB: join(dir, 'api.sqlite'),
        DIST_DIR: distDir,
        LOG_LEVEL: 'silent',
        // every page rendered: the page cache would answer the same pages from memory
        PAGE_CACHE_MB: '0',
      },
      stdio: 'inherit',
    },
  );
  try {
    await waitUntilUp(`${base}/healthz`);
    const cookbook = await (await fetch(`${base}/recettes/page/1`)).text();
    const recipe = /href="(\/recettes\/[a-z0-9-]+)"/.exec(cookbook)?.[1] ?? '/recettes/page/2';
    const pagePaths = ['/', '/recettes/page/1', recipe, '/blog/page/1', '/faq', '/menu'];
    const requests = pagePaths.map((path) => ({ method: 'GET' as const, path }));
    const pages = () =>
      run({ url: base, connections: pageConnections, duration: seconds, requests });
    await run({ url: base, connections: 8, duration: 3, requests });

    const alone = await pages();
    const [withLoginFlood, flood] = await Promise.all([pages(), attacker('login-flood', base)]);
    const [withHeavyQuery, heavy] = await Promise.all([
      pages(),
      attacker('heavy-query', base, heaviestAllowedQuery),
    ]);
    const ratio = (result: Result) =>
      Math.round((result.requests.average / alone.requests.average) * 1000) / 1000;
    return {
      seconds,
      pages: pagePaths,
      alone: summary(alone),
      withLoginFlood: { ...summary(withLoginFlood), ratio: ratio(withLoginFlood) },
      loginFlood: summary(flood),
      withHeavyQuery: { ...summary(withHeavyQuery), ratio: ratio(withHeavyQuery) },
      heavyQuery: summary(heavy),
    };
  } finally {
    site.kill('SIGTERM');
    await new Promise((done) => site.once('exit', done));
    rmSync(dir, { recursive: true, force: true });
  }
}
