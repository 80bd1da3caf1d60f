// A tiny seeded pseudo-random generator: the same seed always gives the same sequence, so a
// cover picture is a pure function of its art and its seed (the slug of the recipe/article).

/** 32-bit FNV-1a hash of a string, mixed once more so that close strings diverge. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/** mulberry32: a fast 32-bit generator returning floats in [0, 1). */
export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Random {
  /** a float in [0, 1) */
  next(): number;
  /** a float in [min, max) */
  range(min: number, max: number): number;
  /** true with probability p */
  chance(p: number): boolean;
  /** one element of a non-empty list */
  pick<T>(list: readonly T[]): T;
  /** a shuffled copy of a list */
  shuffle<T>(list: readonly T[]): T[];
}

export function createRandom(seed: string): Random {
  const next = mulberry32(hashString(seed));
  const range = (min: number, max: number): number => min + (max - min) * next();
  return {
    next,
    range,
    chance: (p) => next() < p,
    pick<T>(list: readonly T[]): T {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('Random.pick: empty list');
      return item;
    },
    shuffle<T>(list: readonly T[]): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const a = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = a;
      }
      return copy;
    },
  };
}
