import { describe, expect, it } from 'vitest';
import { cookbookListPageByPath, cookbookListPages } from '../../shared/cookbook-list-pages.ts';
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

describe('cookbookListPages', () => {
  it('gives each of spec §2’s filtered lists its page’s copy, in the same order', () => {
    expect(cookbookListPages.map((list) => list.path)).toEqual(
      cookbookLists.map((list) => list.path),
    );
    for (const list of cookbookListPages) {
      expect(list.pageTitle, list.path).not.toBe('');
      expect(list.pageDesc.length, list.path).toBeGreaterThan(list.hookText.length);
      expect(list.paginatedBlockTitle.main, list.path).toBe('Nos recettes');
    }
    expect(cookbookListPageByPath('vegetarien')).toMatchObject({
      tag: 'végé',
      label: 'Végétariennes',
      pageTitle: 'Recettes végétariennes',
    });
    expect(cookbookListPageByPath('inconnue')).toBeUndefined();
  });
});
