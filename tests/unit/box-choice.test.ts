import { describe, expect, it } from 'vitest';
import {
  basketMenuUrl,
  basketMenuWith,
  boxFormTarget,
  boxOfFields,
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

  it('names the landing’s version, the default one too (spec §9 « fake selected », ADR 052)', () => {
    expect(basketMenuUrl({ guests: 2, recipes: 3 }, 'thermomix')).toBe(
      '/panier/menu?box=2-3&version=thermomix',
    );
    expect(basketMenuUrl({ guests: 2, recipes: 3 }, 'default')).toBe(
      '/panier/menu?box=2-3&version=default',
    );
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

describe('the box’s GET forms (ADR 052)', () => {
  const target = (query: string) => boxFormTarget(new URLSearchParams(query));

  it('reads guests and recipes as the configurator sends them', () => {
    expect(boxOfFields('2', '3')).toEqual({ guests: 2, recipes: 3 });
    expect(boxOfFields('8', '4')).toEqual({ guests: 8, recipes: 4 });
  });

  it('brings the recipes within what the grid sells for those guests (4 to 32 dishes)', () => {
    // 8 guests: at most 4 recipes (32 dishes); 2 guests: at least 2 (4 dishes)
    expect(boxOfFields('8', '9')).toEqual({ guests: 8, recipes: 4 });
    expect(boxOfFields('2', '1')).toEqual({ guests: 2, recipes: 2 });
    expect(boxOfFields('6', '1')).toEqual({ guests: 6, recipes: 1 });
  });

  it('reads guests the offer does not have as 4, and recipes it cannot read as 8', () => {
    expect(boxOfFields('3', '2')).toEqual({ guests: 4, recipes: 2 });
    expect(boxOfFields(null, null)).toEqual(defaults);
    for (const raw of ['abc', '', '1e1', '-3', '100'])
      expect(boxOfFields('4', raw), raw).toEqual(defaults);
  });

  it('leads to the basket menu with the box, everything else kept', () => {
    expect(target('version=classic&personnes=2&recettes=3')).toBe(
      '/panier/menu?box=2-3&version=classic',
    );
    expect(target('box=2-3&personnes=4&recettes=2&semaine=49&recette=7&recette=9')).toBe(
      '/panier/menu?box=4-2&semaine=49&recette=7&recette=9',
    );
    expect(target('recettes=3')).toBe('/panier/menu?box=4-3');
  });

  it('is no form without its fields', () => {
    expect(target('box=2-3&version=classic')).toBeNull();
    expect(target('')).toBeNull();
  });

  it('writes another box into the same address', () => {
    const params = new URLSearchParams('version=bio&box=2-3&semaine=49&recette=7');
    expect(basketMenuWith(params, { guests: 4, recipes: 2 })).toBe(
      '/panier/menu?box=4-2&version=bio&semaine=49&recette=7',
    );
  });
});
