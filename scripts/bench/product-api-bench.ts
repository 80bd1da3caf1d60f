import { join } from 'node:path';
import { openStore } from '../../product-api/db/database.ts';
import { seedDatabase } from '../../product-api/seed/seed.ts';
import { load } from './load.ts';
import { startProductApiProcess } from './product-api-process.ts';

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
  // the API in its own process, so the load generator does not share its event loop
  const api = await startProductApiProcess();
  const { url } = api;
  try {
    const seedMs = await timeSeed(api.dir);
    await api.ready();
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
    api.stop();
  }
}
