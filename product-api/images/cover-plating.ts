// The food on the plate: the garnish fanned around the star, the pool of sauce under it, the
// chopped herbs and cracked pepper sprinkled over.
import { isLeaf } from './cover-items.ts';
import {
  polar,
  toRadians,
  type Circle,
  type Fleck,
  type Placement,
  type Point,
} from './cover-geometry.ts';
import type { Random } from '../lib/prng.ts';

export type PlateShape = Circle & { well: number };

export function garnishAround(
  names: string[],
  plate: PlateShape,
  fan: number,
  random: Random,
): Placement[] {
  const step = names.length <= 2 ? 66 : 54;
  const leaves: Placement[] = [];
  const others: Placement[] = [];
  names.forEach((name, i) => {
    const angle = fan + (i - (names.length - 1) / 2) * step + random.range(-5, 5);
    const leaf = isLeaf(name);
    const distance = plate.well * (leaf ? random.range(0.64, 0.7) : random.range(0.72, 0.77));
    const size = leaf ? random.range(128, 140) : random.range(112, 124);
    const item = {
      name,
      ...polar(plate.x, plate.y, angle, distance),
      size,
      rotate: random.range(-30, 30),
      flip: random.chance(0.5),
    };
    if (leaf) {
      leaves.push(item);
      return;
    }
    // With few garnishes there is room for a second piece, on the outer side of the fan.
    if (names.length <= 2) {
      const side = i === 0 ? -1 : 1;
      const twin = polar(plate.x, plate.y, angle + side * random.range(40, 46), distance * 0.98);
      others.push({ name, ...twin, size: size * 0.86, rotate: random.range(-40, 40) });
    }
    others.push(item);
  });
  return [...leaves, ...others];
}

/** A soft organic round: the radius swells and shrinks with two slow waves. */
export function sauceOutline(x: number, y: number, radius: number, random: Random): Point[] {
  const count = 16;
  const [a, b] = [random.range(0.04, 0.08), random.range(0.02, 0.05)];
  const [phaseA, phaseB] = [random.range(0, 360), random.range(0, 360)];
  return Array.from({ length: count }, (_, i) => {
    const angle = (i * 360) / count;
    const swell =
      1 + a * Math.sin(toRadians(2 * angle + phaseA)) + b * Math.sin(toRadians(3 * angle + phaseB));
    return polar(x, y, angle, radius * swell);
  });
}

export function flecksOn(plate: PlateShape, star: Placement, random: Random): Fleck[] {
  const flecks: Fleck[] = [];
  const count = Math.round(random.range(16, 24));
  for (let tries = 0; flecks.length < count && tries < 400; tries++) {
    const spot = polar(
      plate.x,
      plate.y,
      random.range(0, 360),
      plate.well * Math.sqrt(random.range(0.1, 0.85)),
    );
    if (Math.hypot(spot.x - star.x, spot.y - star.y) < star.size * 0.32) continue;
    const herb = random.chance(0.55);
    flecks.push({
      ...spot,
      size: herb ? random.range(5, 8) : random.range(1.5, 2.4),
      rotate: random.range(0, 180),
      kind: herb ? 'herb' : 'pepper',
    });
  }
  return flecks;
}
