import { load } from './load.ts';

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * DESIGN §11's memory check: 20,000 requests of one page at 32 connections, in four rounds of
 * 5,000, the server's RSS read idle before them and right after each round. The first requests
 * grow the process to its working size (V8's heaps, glibc's malloc arenas: docs/performance.md);
 * a leak grows round after round. Each round ends in the same state, so the rounds compare.
 */
export async function rssOverSoak(base: string, path: string) {
  const rss = async () =>
    mb(((await (await fetch(`${base}/__bench/rss`)).json()) as { rss: number }).rss);
  const beforeMb = await rss();
  const afterEachRoundMb: number[] = [];
  let [errors, non2xx] = [0, 0];
  for (let round = 0; round < 4; round++) {
    const soak = await load(`${base}${path}`, { connections: 32, amount: 5_000 });
    errors += soak.errors;
    non2xx += soak.non2xx;
    afterEachRoundMb.push(await rss());
  }
  const [first, last] = [afterEachRoundMb[0] ?? 0, afterEachRoundMb.at(-1) ?? 0];
  return {
    beforeMb,
    afterMb: last,
    afterEachRoundMb,
    // from the end of the first round to the end of the last, in %
    growthAfterFirstRoundPercent: Math.round((last / first - 1) * 1000) / 10,
    errors,
    non2xx,
  };
}
