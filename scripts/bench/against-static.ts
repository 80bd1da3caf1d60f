import { load, type LoadResult } from './load.ts';
import { median } from './median.ts';

type Measured = LoadResult & { cpuMicros: number; requests: number };

export const ratio = (page: LoadResult, anchor: LoadResult) =>
  Math.round((page.requestsPerSecond / anchor.requestsPerSecond) * 1000) / 1000;

/**
 * A page against its own HTML served as a string by the same process (DESIGN §11's anchor), in
 * alternating slices at 32 connections: the host's load drifts within seconds, and a ratio is
 * only worth what its two figures share. `side` names the page's figures in the result
 * (`rendered` without the page cache, `cached` with it).
 */
export async function againstStatic(
  base: string,
  path: string,
  options: { side?: 'rendered' | 'cached'; slices?: number; seconds?: number } = {},
) {
  const { side = 'rendered', slices = 5, seconds = 2 } = options;
  const cpuMicros = async () =>
    ((await (await fetch(`${base}/__bench/cpu`)).json()) as { micros: number }).micros;
  // a load and the server's CPU time per request during it
  const measured = async (url: string): Promise<Measured> => {
    const before = await cpuMicros();
    const result = await load(url, { connections: 32, seconds });
    const micros = (await cpuMicros()) - before;
    return { ...result, cpuMicros: micros, requests: result.requestsPerSecond * seconds };
  };
  const anchor = `${base}/__bench/static?path=${encodeURIComponent(path)}`;
  await load(anchor, { connections: 8, seconds: 1 });
  await load(`${base}${path}`, { connections: 8, seconds: 1 });
  const pairs: { staticString: Measured; page: Measured }[] = [];
  for (let slice = 0; slice < slices; slice++) {
    const staticString = await measured(anchor);
    pairs.push({ staticString, page: await measured(`${base}${path}`) });
  }
  const summary = (which: 'staticString' | 'page') => {
    const runs = pairs.map((pair) => pair[which]);
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
  const ratios = pairs.map((pair) => ratio(pair.page, pair.staticString));
  const [anchorSummary, pageSummary] = [summary('staticString'), summary('page')];
  return {
    path,
    staticString: anchorSummary,
    [side]: pageSummary,
    // the median of the slices' ratios
    ratio: median(ratios),
    sliceRatios: ratios,
    // the same ratio from the server's CPU time per request: steadier when the host is shared
    cpuRatio:
      Math.round((anchorSummary.cpuMsPerRequest / pageSummary.cpuMsPerRequest) * 1000) / 1000,
  };
}

/** The first recipe the cookbook links to. */
export async function firstRecipePath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/recettes/page/1`)).text();
  const path = /href="(\/recettes\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!path) throw new Error('no recipe link on /recettes/page/1');
  return path;
}

/**
 * DESIGN §11's uncached figures: `/`, the cookbook's first page and a recipe, each against its
 * own HTML as a string, once the server is warm.
 */
export async function uncachedPages(base: string, recipePath: string) {
  await load(`${base}/`, { connections: 8, seconds: 3 });
  return {
    home: await againstStatic(base, '/'),
    cookbook: await againstStatic(base, '/recettes/page/1'),
    recipe: await againstStatic(base, recipePath),
  };
}
