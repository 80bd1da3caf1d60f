import { describe, expect, it } from 'vitest';
import { parseBoxSettings } from '../../shared/box-settings.ts';

// spec §2 boxSettings, spec §9 and DECISIONS « Welcome offer »: guests 2, 4, 6 or 8, a dish
// count (guests × recipes) of the grid, 4 to 32; defaults 4 guests, 8 recipes
const defaults = { guests: 4, recipes: 8 };

describe('parseBoxSettings', () => {
  it('reads {guests}-{recipes}: /generique/4-3 is 4 guests, 3 recipes', () => {
    expect(parseBoxSettings('4-3')).toEqual({ guests: 4, recipes: 3 });
    expect(parseBoxSettings('2-2')).toEqual({ guests: 2, recipes: 2 });
    expect(parseBoxSettings('8-4')).toEqual({ guests: 8, recipes: 4 });
    expect(parseBoxSettings('2-16')).toEqual({ guests: 2, recipes: 16 });
  });

  it('falls back to the defaults without a value', () => {
    expect(parseBoxSettings(undefined)).toEqual(defaults);
    expect(parseBoxSettings('')).toEqual(defaults);
  });

  it('falls back for guests the offer does not sell (5, 3, 10)', () => {
    for (const raw of ['5-3', '3-4', '10-2']) expect(parseBoxSettings(raw), raw).toEqual(defaults);
  });

  it('falls back for a combination outside the grid: 2 × 1 = 2 dishes, 8 × 5 = 40, 6 × 6 = 36', () => {
    for (const raw of ['2-1', '8-5', '6-6']) expect(parseBoxSettings(raw), raw).toEqual(defaults);
  });

  it('falls back for anything not written {guests}-{recipes}', () => {
    for (const raw of ['abc', '4', '4-', '-3', '4-3-1', '04-3', '4-03', '4 - 3', '4-3a', '4x3'])
      expect(parseBoxSettings(raw), raw).toEqual(defaults);
  });

  it('gives a new object each time (the defaults cannot be changed through it)', () => {
    const first = parseBoxSettings('abc');
    first.guests = 2;
    expect(parseBoxSettings('abc')).toEqual(defaults);
  });
});
