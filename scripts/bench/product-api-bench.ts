import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../product-api/db/database.ts';
import { seedDatabase } from '../../product-api/seed/seed.ts';
import { freePort } from './free-port.ts';
import { load } from './load.ts';
import { waitUntilUp } from './wait-until-up.ts';

async function timeSeed(dir: string): Promise<number> {
  const store = openStore(join(dir, 'seed-timing.sqlite'));
  const started = performance.now();
  await seedDatabase(store, new Date());
  const elapsed = performance.now() - started;
  store.close();
  return elapsed;
}

/** The embedded API's figures (DESIGN §8): seed time, p50 of the cookbook list and of a recipe. */
export async function benchProductApi(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-product-api-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // the API in its own process, so the load generator does not share its event loop
  const api = spawn(process.execPath, ['--import', 'tsx', 'product-api/main.ts'], {
    env: {
      ...process.env,
      PRODUCT_API_PORT: String(port),
      PRODUCT_API_DB: join(dir, 'api.sqlite'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  try {
    const seedMs = await timeSeed(dir);
    await waitUntilUp(`${url}/_health`, 10);
    const list = `${url}/api/recipes/cookbook-recipes?filters[cover][$notNull]=true&pagination[page]=1&pagination[pageSize]=20`;
    const listBody = (await (await fetch(list)).json()) as { data: { slug: string }[] };
    const slug = listBody.data[0]?.slug;
    const detail = `${url}/api/recipes/cookbook-recipe/${slug}`;
    await load(list, { connections: 1, seconds: 1 });
    const results = {
      seedMs: Math.round(seedMs),
      cookbookList20: await load(list, { connections: 1, seconds: 5 }),
      recipeBySlug: await load(detail, { connections: 1, seconds: 5 }),
    };
    return results;
  } finally {
    api.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
