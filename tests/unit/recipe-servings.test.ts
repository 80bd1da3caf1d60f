import { describe, expect, it } from 'vitest';
import { extrasOf, servingsOf } from '../../shared/recipe-servings.ts';

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

describe('extrasOf (spec §2: the option selectors)', () => {
  it('keeps the recipe’s own options ticked, each once, in the recipe’s order', () => {
    expect([...extrasOf(['7', '3', '7'], [3, 5, 7])]).toEqual([3, 7]);
  });

  it('drops what is not one of its options', () => {
    expect([...extrasOf(['4', '', 'x', '3.0', '-3', '99999999999'], [3, 5])]).toEqual([]);
  });
});
