import { load } from './load.ts';

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

interface RssReading {
  rss: number;
  rssCollected: number;
}

/** From the end of the first round to the end of the last, in %. */
const growthPercent = (rounds: number[]) =>
  Math.round(((rounds.at(-1) ?? 0) / (rounds[0] ?? 1) - 1) * 1000) / 10;

/**
 * DESIGN §11's memory check: 20,000 requests of one page at 32 connections, in four rounds of
 * 5,000, the server's RSS read idle before them and right after each round. The first requests
 * grow the process to its working size (V8's heaps, glibc's malloc arenas: docs/performance.md);
 * a leak grows round after round. Each reading is taken twice: as it is, which moves with the
 * moment V8 last collected (from −15.7 % to +19.9 % in the runs of four days), and after full
 * collections, which compares each round's end with the others' (ADR 073).
 */
export async function rssOverSoak(base: string, path: string) {
  const rss = async () => (await (await fetch(`${base}/__bench/rss`)).json()) as RssReading;
  const before = await rss();
  const rounds: RssReading[] = [];
  let [errors, non2xx] = [0, 0];
  for (let round = 0; round < 4; round++) {
    const soak = await load(`${base}${path}`, { connections: 32, amount: 5_000 });
    errors += soak.errors;
    non2xx += soak.non2xx;
    rounds.push(await rss());
  }
  const asIs = rounds.map((reading) => mb(reading.rss));
  const collected = rounds.map((reading) => mb(reading.rssCollected));
  return {
    beforeMb: mb(before.rss),
    afterMb: asIs.at(-1),
    afterEachRoundMb: asIs,
    growthAfterFirstRoundPercent: growthPercent(asIs),
    afterCollectionsEachRoundMb: collected,
    growthAfterCollectionsPercent: growthPercent(collected),
    errors,
    non2xx,
  };
}
