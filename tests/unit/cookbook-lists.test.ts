import { describe, expect, it } from 'vitest';
import { cookbookLists } from '../../shared/cookbook-lists.ts';
import { recipeTagLabel } from '../../shared/recipe-tag-labels.ts';

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
