import { describe, expect, it } from 'vitest';
import { cookbookLists } from '../../shared/cookbook-lists.ts';
import { recipeCardTags, recipeTagLabel } from '../../shared/recipe-tag-labels.ts';

describe('recipeTagLabel', () => {
  it('names a recipe’s categories in the singular, never by their raw names', () => {
    expect(recipeTagLabel('végé')).toBe('Végétarienne');
    expect(recipeTagLabel('créatif')).toBe('Créative');
    expect(recipeTagLabel('efficace')).toBe('Facile');
  });

  it('has a label for the tag of every filtered list of spec §2', () => {
    for (const list of cookbookLists) {
      if (list.tag) expect(recipeTagLabel(list.tag), list.tag).not.toBe(list.tag);
    }
  });
});

describe('recipeCardTags', () => {
  it('says « Facile » only of a recipe the « Faciles » list has: efficace and at most 20 minutes', () => {
    expect(recipeCardTags({ tags: ['viande', 'efficace'], furnaceTime: 20 })).toEqual([
      'Viande',
      'Facile',
    ]);
    expect(recipeCardTags({ tags: ['viande', 'efficace', 'gourmand'], furnaceTime: 25 })).toEqual([
      'Viande',
      'Gourmande',
    ]);
  });
});
