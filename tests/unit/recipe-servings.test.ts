import { describe, expect, it } from 'vitest';
import { servingsOf } from '../../shared/recipe-servings.ts';

describe('servingsOf (spec §2: the servings selector, the box’s sizes)', () => {
  it.each([
    ['2', 2],
    ['4', 4],
    ['6', 6],
    ['8', 8],
  ])('draws ?personnes=%s for %i guests', (raw, guests) => {
    expect(servingsOf(raw)).toBe(guests);
  });

  it.each([null, undefined, '', '3', '10', '02', '2.0', ' 2', 'deux', '-2', '1e1'])(
    'draws %s for the default 4 guests',
    (raw) => {
      expect(servingsOf(raw)).toBe(4);
    },
  );
});
