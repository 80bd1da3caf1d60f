import { describe, expect, it } from 'vitest';
import { layoutCover } from '../../../product-api/images/cover-layout.ts';
import {
  COVER_HEIGHT,
  COVER_WIDTH,
  type Placement,
} from '../../../product-api/images/cover-geometry.ts';
import { createRandom } from '../../../product-api/lib/prng.ts';

const arts = [
  ['shrimp', 'lemon', 'cooked-rice', 'herb'],
  ['cut-of-meat', 'potato', 'mushroom', 'herb'],
  ['eggplant', 'tomato', 'olive', 'garlic', 'herb'],
  ['poultry-leg', 'carrot', 'onion'],
  ['steaming-bowl', 'herb'],
];
const seeds = Array.from({ length: 60 }, (_, i) => `recette-${i}`);

describe('layoutCover', () => {
  it('keeps every item whole inside the picture, whatever the seed', () => {
    for (const items of arts) {
      for (const seed of seeds) {
        const layout = layoutCover(items, createRandom(seed));
        const all: Placement[] = [layout.star, ...layout.garnish, ...layout.side, ...layout.table];
        for (const item of all) {
          // an icon rotated in its square never leaves the circle around it (radius size/√2)…
          // …and the icons leave ~6% of padding, so half a side plus a margin is enough
          const reach = item.size * 0.56;
          expect(item.x - reach).toBeGreaterThan(0);
          expect(item.x + reach).toBeLessThan(COVER_WIDTH);
          expect(item.y - reach).toBeGreaterThan(0);
          expect(item.y + reach).toBeLessThan(COVER_HEIGHT);
        }
      }
    }
  });

  it('puts the star near the centre of the plate, the garnish on it, loose items off it', () => {
    for (const items of arts) {
      for (const seed of seeds) {
        const { plate, star, garnish, table, side } = layoutCover(items, createRandom(seed));
        expect(star.name).toBe(items[0]);
        expect(Math.hypot(star.x - plate.x, star.y - plate.y)).toBeLessThan(plate.r * 0.15);
        for (const item of garnish) {
          expect(Math.hypot(item.x - plate.x, item.y - plate.y)).toBeLessThan(plate.well);
          // garnish is tucked against the star, never over its middle
          expect(Math.hypot(item.x - star.x, item.y - star.y)).toBeGreaterThan(star.size * 0.4);
        }
        for (const item of [...table, ...side]) {
          expect(Math.hypot(item.x - plate.x, item.y - plate.y)).toBeGreaterThan(
            plate.r + item.size * 0.4,
          );
        }
      }
    }
  });

  it('varies the composition with the seed', () => {
    const sides = new Set(
      seeds.map((seed) => layoutCover(arts[0] ?? [], createRandom(seed)).plate.x < 600),
    );
    expect(sides).toEqual(new Set([true, false]));
  });
});
