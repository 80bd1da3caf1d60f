// The colours of a cover: the table cloth comes from the art, the tableware is chosen by seed
// among a few calm, food-friendly glazes.
import { distance, luminance, mix, parseHex } from './color.ts';
import type { Random } from '../lib/prng.ts';

export interface CoverPalette {
  cloth: string;
  clothShade: string;
  clothLight: string;
  /** warm dark brown used for all shadows */
  shadow: string;
  plate: string;
  plateEdge: string;
  napkin: string;
  napkinAccent: string;
  bowlGlaze: string;
  bowlInside: string;
  sauce: string;
  /** a thin coloured band on the plate rim, bistro style, or none */
  plateBand?: string;
  clothPattern: 'linen' | 'stripes' | 'check';
}

const PLATES = ['#fdfbf6', '#faf6ee', '#ffffff', '#f6f1e7'];
const NAPKINS = ['#fbf8f1', '#f5f0e6', '#fffdf8'];
const ACCENTS = ['#b5472f', '#2f5d8a', '#5b7f4a', '#c28a2c', '#8c3b4a'];
const SAUCES = ['#f3e2bd', '#f0c766', '#ecd3a8', '#f2d08a'];
const GLAZES = ['#3f6b8a', '#b8643c', '#7f9a74', '#e8dfcf', '#37474f', '#c9a66b'];

/** A sauce that stands out from the star: one of the two most different from its colour. */
function pickSauce(starColor: string, random: Random): string {
  const ranked = [...SAUCES].sort((a, b) => distance(b, starColor) - distance(a, starColor));
  return random.pick(ranked.slice(0, 2));
}

export function pickPalette(background: string, starColor: string, random: Random): CoverPalette {
  parseHex(background); // throws a clear error for a malformed colour
  const shadow = '#3a2616';
  const plate = random.pick(PLATES);
  const bowlGlaze = random.pick(GLAZES);
  const napkinAccent = random.pick(ACCENTS);
  const plateBand = random.chance(0.4) ? napkinAccent : undefined;
  const light = luminance(bowlGlaze) > 0.6;
  return {
    cloth: background,
    clothShade: mix(background, shadow, 0.35),
    clothLight: mix(background, '#ffffff', 0.5),
    shadow,
    plate,
    plateEdge: mix(plate, '#8a735a', 0.22),
    napkin: random.pick(NAPKINS),
    napkinAccent,
    plateBand,
    bowlGlaze,
    bowlInside: light ? mix(bowlGlaze, '#ffffff', 0.45) : mix(bowlGlaze, '#ffffff', 0.18),
    sauce: pickSauce(starColor, random),
    clothPattern: random.pick(['linen', 'stripes', 'check'] as const),
  };
}
