import { describe, expect, it } from 'vitest';
import { inSection, recipeRows, type RecipeSection } from '../../shared/recipe-rows.ts';

const section = (id: number, included: string[], excluded: string[] = []): RecipeSection => ({
  id,
  title: `Section ${id}`,
  logoUrl: null,
  included,
  excluded,
});
const recipe = (id: number, ...tags: string[]) => ({ id, tags });

describe('recipe sections (spec §3: included and excluded categories)', () => {
  it('takes a recipe with an included category and no excluded one', () => {
    const healthy = section(5, ['healthy', 'nutrition'], ['gourmand']);
    expect(inSection(healthy, ['végé', 'healthy'])).toBe(true);
    expect(inSection(healthy, ['healthy', 'gourmand'])).toBe(false);
    expect(inSection(healthy, ['viande'])).toBe(false);
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

  it('keeps at most maxRows rows', () => {
    const sections = [section(1, ['a']), section(2, ['b']), section(3, ['c'])];
    const rows = recipeRows(sections, [recipe(1, 'a'), recipe(2, 'b'), recipe(3, 'c')], {
      perRow: 4,
      maxRows: 2,
    });
    expect(rows.map((row) => row.section.id)).toEqual([1, 2]);
  });
});
