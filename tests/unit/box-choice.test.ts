import { describe, expect, it } from 'vitest';
import {
  basketMenuUrl,
  formatBoxSettings,
  parseLocalSettings,
  resolveBoxChoice,
  sellableBox,
} from '../../shared/box-choice.ts';

// ADR 042: the welcome offer's choice (spec §9, DECISIONS « Welcome offer ») in the next step's
// URL and in the browser's storage (spec §3); the URL wins, anything unsold is the defaults
const defaults = { guests: 4, recipes: 8 };

describe('basketMenuUrl', () => {
  it('writes the choice as the landing writes its box settings: {guests}-{recipes}', () => {
    expect(formatBoxSettings({ guests: 2, recipes: 3 })).toBe('2-3');
    expect(basketMenuUrl({ guests: 2, recipes: 3 })).toBe('/panier/menu?box=2-3');
    expect(basketMenuUrl({ guests: 8, recipes: 4 })).toBe('/panier/menu?box=8-4');
  });

  it('names the landing’s version unless it is the default (spec §9 « fake selected »)', () => {
    expect(basketMenuUrl({ guests: 2, recipes: 3 }, 'thermomix')).toBe(
      '/panier/menu?box=2-3&version=thermomix',
    );
    expect(basketMenuUrl({ guests: 2, recipes: 3 }, 'default')).toBe('/panier/menu?box=2-3');
  });
});

describe('resolveBoxChoice', () => {
  it('takes the URL over the stored choice', () => {
    expect(resolveBoxChoice('4-3', '2-3')).toEqual({ guests: 4, recipes: 3 });
  });

  it('takes the stored choice without one in the URL (a reload of /panier/menu)', () => {
    expect(resolveBoxChoice(null, '2-3')).toEqual({ guests: 2, recipes: 3 });
    expect(resolveBoxChoice(undefined, '6-5')).toEqual({ guests: 6, recipes: 5 });
  });

  it('ignores a URL choice the grid does not sell: 9 × 9, 2 × 1 = 2 dishes, 8 × 5 = 40', () => {
    for (const raw of ['9-9', '2-1', '8-5', 'abc', '04-3'])
      expect(resolveBoxChoice(raw, '2-3'), raw).toEqual({ guests: 2, recipes: 3 });
  });

  it('falls back to spec §9’s 4 guests × 8 recipes when neither is sold', () => {
    expect(resolveBoxChoice(null, null)).toEqual(defaults);
    expect(resolveBoxChoice('9-9', '5-3')).toEqual(defaults);
    expect(resolveBoxChoice('', 'n’importe quoi')).toEqual(defaults);
  });
});

describe('parseLocalSettings', () => {
  it('reads the three flags of spec §3', () => {
    expect(
      parseLocalSettings('{"behavior_thermomix":true,"own_thermomix":false,"completed":true}'),
    ).toEqual({ behavior_thermomix: true, own_thermomix: false, completed: true });
  });

  it('reads a flag that is not true as false', () => {
    expect(parseLocalSettings('{"behavior_thermomix":"yes","completed":1}')).toEqual({
      behavior_thermomix: false,
      own_thermomix: false,
      completed: false,
    });
  });

  it('reads nothing, broken JSON or a value that is not an object as every flag false', () => {
    for (const raw of [null, undefined, '', '{', '42', 'null', '"x"'])
      expect(parseLocalSettings(raw), String(raw)).toEqual({
        behavior_thermomix: false,
        own_thermomix: false,
        completed: false,
      });
  });
});

describe('sellableBox', () => {
  it('keeps a box the grid sells, as written, and nothing else', () => {
    expect(sellableBox('2-3')).toBe('2-3');
    for (const raw of [null, undefined, '', '9-9', '2-1', '02-3', '2-3 '])
      expect(sellableBox(raw)).toBeNull();
  });
});
