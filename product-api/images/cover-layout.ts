// Where everything goes on a cover: a pure function of the items and the seeded generator.
// The composition is first laid out with the plate
// on the left and the napkin + cutlery on the right, then mirrored for half of the seeds.
import {
  COVER_WIDTH,
  polar,
  type Circle,
  type Fleck,
  type Placement,
  type Point,
} from './cover-geometry.ts';
import { isLoose, isSmall, isVessel } from './cover-items.ts';
import { flecksOn, garnishAround, sauceOutline, type PlateShape } from './cover-plating.ts';
import type { Random } from '../lib/prng.ts';

export interface CoverLayout {
  plate: PlateShape;
  /** a pool of sauce under the star, as a closed wobbly outline */
  sauce: Point[];
  /** the little ceramic bowl, absent when a vessel (bowl of rice…) takes its place */
  bowl?: Circle;
  napkin: { x: number; y: number; width: number; height: number; rotate: number };
  star: Placement;
  /** on the plate, around (and partly tucked under) the star, in drawing order */
  garnish: Placement[];
  /** in the little bowl, or the vessel standing in its place */
  side: Placement[];
  /** loose on the table cloth */
  table: Placement[];
  flecks: Fleck[];
}

function sideItems(names: string[], spot: Point, random: Random): Placement[] {
  const vessel = names.find(isVessel);
  if (vessel) return [{ name: vessel, ...spot, size: 196, rotate: random.range(-8, 8) }];
  const small = names.find(isSmall);
  if (!small) {
    const name = random.pick(names);
    return [{ name, ...spot, size: 118, rotate: random.range(-30, 30) }];
  }
  const turn = random.range(0, 360);
  return [0, 120, 240].map((offset) => ({
    name: small,
    ...polar(spot.x, spot.y, turn + offset, 28),
    size: 70,
    rotate: random.range(-40, 40),
  }));
}

function mirror(layout: CoverLayout): CoverLayout {
  const flip = <T extends { x: number }>(shape: T): T => ({ ...shape, x: COVER_WIDTH - shape.x });
  const flipTurn = <T extends { x: number; rotate: number }>(shape: T): T => ({
    ...flip(shape),
    rotate: -shape.rotate,
  });
  return {
    plate: flip(layout.plate),
    sauce: layout.sauce.map(flip),
    bowl: layout.bowl && flip(layout.bowl),
    napkin: flipTurn(layout.napkin),
    star: flipTurn(layout.star),
    garnish: layout.garnish.map(flipTurn),
    side: layout.side.map(flipTurn),
    table: layout.table.map(flipTurn),
    flecks: layout.flecks.map(flipTurn),
  };
}

export function layoutCover(items: string[], random: Random): CoverLayout {
  const [starName, ...secondary] = items;
  if (starName === undefined) throw new Error('A cover needs at least one item');
  const vessel = secondary.find(isVessel);
  const onPlate = secondary.filter((name) => name !== vessel);
  const mirrored = random.chance(0.5);
  const sideOnTop = random.chance(0.5);

  const plate = { x: 566 + random.range(-10, 10), y: 402 + random.range(-8, 8), r: 292, well: 222 };
  const fan = random.range(0, 360);
  const starCenter = polar(plate.x, plate.y, fan + 180, random.range(28, 38));
  // A star that comes in its own bowl stands upright, with no sauce under it.
  const starIsVessel = isVessel(starName);
  const star: Placement = {
    name: starName,
    ...starCenter,
    size: random.range(282, 302),
    rotate: starIsVessel ? random.range(-5, 5) : random.range(-18, 18),
    flip: random.chance(0.5),
  };
  const sauceRadius = star.size * random.range(0.44, 0.5);
  const sauce = starIsVessel ? [] : sauceOutline(starCenter.x, starCenter.y, sauceRadius, random);
  const garnish = garnishAround(onPlate, plate, fan, random);

  const sideSpot = { x: 148 + random.range(-6, 6), y: sideOnTop ? 176 : 624 };
  const sideNames = vessel ? [vessel] : onPlate;
  const side = sideNames.length > 0 ? sideItems(sideNames, sideSpot, random) : [];
  const bowl = side.length > 0 && !vessel ? { ...sideSpot, r: 94 } : undefined;

  const inSide = new Set(side.map((item) => item.name));
  const candidates = random.shuffle(
    onPlate.filter((name) => !inSide.has(name) || onPlate.length === 1),
  );
  const loose = [...candidates.filter(isLoose), ...candidates.filter((name) => !isLoose(name))];
  const spots = sideOnTop
    ? [
        { x: 126, y: 508 },
        { x: 226, y: 700 },
      ]
    : [
        { x: 126, y: 292 },
        { x: 226, y: 100 },
      ];
  const table = loose.slice(0, 2).map((name, i): Placement => ({
    name,
    x: (spots[i]?.x ?? 126) + random.range(-8, 8),
    y: (spots[i]?.y ?? 400) + random.range(-8, 8),
    size: i === 0 ? random.range(108, 118) : random.range(88, 98),
    rotate: random.range(-40, 40),
  }));

  const napkin = {
    x: 1040 + random.range(-6, 6),
    y: 400 + random.range(-12, 12),
    width: 196,
    height: 610,
    rotate: random.range(-4, 4),
  };
  const layout = {
    plate,
    sauce,
    bowl,
    napkin,
    star,
    garnish,
    side,
    table,
    flecks: flecksOn(plate, star, random),
  };
  return mirrored ? mirror(layout) : layout;
}
