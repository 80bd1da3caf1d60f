import { describe, expect, it } from 'vitest';
import { recipeRows } from '../../shared/recipe-rows.ts';
import { inSection } from '../../shared/recipe-sections.ts';

const section = (id: number, included: string[], excluded: string[] = []) => ({
  id,
  position: id,
  active: true,
  included,
  excluded,
});
const recipe = (id: number, ...tags: string[]) => ({ id, tags, furnaceTime: 15 });

describe('recipe sections (spec §3: included and excluded categories)', () => {
  it('takes a recipe with an included category and no excluded one', () => {
    const healthy = section(5, ['healthy', 'nutrition'], ['gourmand']);
    expect(inSection(healthy, recipe(1, 'végé', 'healthy'))).toBe(true);
    expect(inSection(healthy, recipe(2, 'healthy', 'gourmand'))).toBe(false);
    expect(inSection(healthy, recipe(3, 'viande'))).toBe(false);
  });

  it('fills the rows in order, never showing a recipe twice, and drops empty rows', () => {
    const sections = [section(1, ['végé']), section(2, ['poisson']), section(3, ['healthy'])];
    const recipes = [
      recipe(1, 'végé', 'healthy'),
      recipe(2, 'végé'),
      recipe(3, 'healthy'),
      recipe(4, 'végé'),
    ];
    const rows = recipeRows(sections, recipes, { perRow: 2, maxRows: 3 });
    expect(rows.map((row) => [row.section.id, row.recipes.map((r) => r.id)])).toEqual([
      [1, [1, 2]],
      [3, [3]],
    ]);
  });

  it('draws the active sections only, by position, whatever order they come in', () => {
    const sections = [
      { ...section(3, ['c']), position: 1 },
      { ...section(1, ['a']), active: false },
      section(2, ['b']),
    ];
    const rows = recipeRows(sections, [recipe(1, 'a'), recipe(2, 'b'), recipe(3, 'c')], {
      perRow: 4,
      maxRows: 3,
    });
    expect(rows.map((row) => row.section.id)).toEqual([3, 2]);
  });

  it('takes a recipe for being quick (`efficace`) only when ready in 20 minutes (DECISIONS)', () => {
    const express = section(2, ['efficace']);
    const quick = { id: 1, tags: ['efficace', 'viande'], furnaceTime: 20 };
    const slow = { id: 2, tags: ['efficace', 'viande'], furnaceTime: 25 };
    expect(inSection(express, quick)).toBe(true);
    expect(inSection(express, slow)).toBe(false);
    // another of its categories still counts, and so does `efficace` among the excluded ones
    expect(inSection(section(1, ['viande', 'efficace']), slow)).toBe(true);
    expect(inSection(section(8, ['viande'], ['efficace']), slow)).toBe(false);
  });

  it('keeps at most maxRows rows', () => {
    const sections = [section(1, ['a']), section(2, ['b']), section(3, ['c'])];
    const rows = recipeRows(sections, [recipe(1, 'a'), recipe(2, 'b'), recipe(3, 'c')], {
      perRow: 4,
      maxRows: 2,
    });
    expect(rows.map((row) => row.section.id)).toEqual([1, 2]);
  });
});
