import { describe, expect, it } from 'vitest';
import {
  formatStoredSelection,
  parseStoredSelection,
  selectionCount,
  selectionRefusal,
  toggleRecipe,
} from '../../shared/basket-selection.ts';

// ADR 042: the week's recipes of the first box

describe('toggleRecipe', () => {
  it('chooses a recipe, and removes it when chosen', () => {
    expect(toggleRecipe([], 7, 3)).toEqual([7]);
    expect(toggleRecipe([7, 9], 7, 3)).toEqual([9]);
  });

  it('never chooses more than the box’s recipe count', () => {
    expect(toggleRecipe([1, 2, 3], 4, 3)).toEqual([1, 2, 3]);
    expect(toggleRecipe([1, 2, 3], 2, 3)).toEqual([1, 3]);
  });
});

describe('selectionCount', () => {
  it('says how many of the box’s recipes are chosen, in French', () => {
    expect(selectionCount(0, 3)).toBe('0\u00a0recette sur 3');
    expect(selectionCount(1, 4)).toBe('1\u00a0recette sur 4');
    expect(selectionCount(3, 4)).toBe('3\u00a0recettes sur 4');
  });
});

describe('parseStoredSelection', () => {
  const menu = [12, 7, 30, 41];

  it('reads back what was stored for the same week', () => {
    expect(parseStoredSelection(formatStoredSelection(48, [12, 7]), 48, menu, 3)).toEqual([12, 7]);
  });

  it('forgets another week’s recipes: nothing was chosen for this one', () => {
    expect(parseStoredSelection(formatStoredSelection(47, [12, 7]), 48, menu, 3)).toBeNull();
  });

  it('keeps a choice emptied by the visitor', () => {
    expect(parseStoredSelection(formatStoredSelection(48, []), 48, menu, 3)).toEqual([]);
  });

  it('leaves out recipes not on the menu, repeated ones and those beyond the box', () => {
    const raw = formatStoredSelection(48, [12, 999, 12, 7, 30, 41]);
    expect(parseStoredSelection(raw, 48, menu, 3)).toEqual([12, 7, 30]);
  });

  it('reads anything else as nothing chosen', () => {
    for (const raw of [null, '', '{', '[]', '{"week":48}', '{"week":48,"recipes":"12"}'])
      expect(parseStoredSelection(raw, 48, menu, 3), String(raw)).toBeNull();
  });
});

describe('selectionRefusal (ADR 043)', () => {
  it('lets a box of exactly its recipe count go on', () => {
    expect(selectionRefusal(3, 3)).toBeNull();
  });

  it('says how many recipes are missing, in French', () => {
    expect(selectionRefusal(0, 3)).toBe(
      'Choisissez encore 3\u00a0recettes pour compléter votre box de 3\u00a0recettes.',
    );
    expect(selectionRefusal(3, 4)).toBe(
      'Choisissez encore 1\u00a0recette pour compléter votre box de 4\u00a0recettes.',
    );
  });

  it('says how many to remove', () => {
    // spec §9: 2 guests × 9 recipes is 18 dishes, a box the grid sells; 10 is one too many
    expect(selectionRefusal(10, 9)).toBe('Votre box compte 9\u00a0recettes\u00a0: retirez-en 1.');
  });
});
