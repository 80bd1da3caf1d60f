import { describe, expect, it } from 'vitest';
import { recipeTagLabel } from '../../shared/recipe-tag-labels.ts';
import { recipesOfSection, sectionRows } from '../../shared/recipe-sections.ts';
import { producersByRegion } from '../../client/pages/our-ingredients/producers-by-region.ts';

describe('recipe tag labels', () => {
  it('names one recipe, never the raw category', () => {
    expect(recipeTagLabel('végé')).toBe('Végétarienne');
    expect(recipeTagLabel('créatif')).toBe('Créative');
    expect(recipeTagLabel('thermomix')).toBe('Thermomix');
    expect(recipeTagLabel('inconnu')).toBe('Inconnu');
  });
});

describe('recipe sections (spec §3: included and excluded categories)', () => {
  const recipe = (id: number, ...tags: string[]) => ({ id, tags, furnaceTime: 15 });
  const recipes = [
    recipe(1, 'végé', 'gourmand'),
    recipe(2, 'viande', 'gourmand'),
    recipe(3, 'végé', 'healthy'),
    recipe(4, 'poisson'),
  ];
  const veggie = { position: 2, active: true, included: ['végé'], excluded: ['viande'] };
  const gourmand = { position: 1, active: true, included: ['gourmand'], excluded: ['healthy'] };
  const festive = { position: 0, active: false, included: ['poisson'], excluded: [] };

  it('keeps a recipe with an included category and no excluded one', () => {
    expect(recipesOfSection(veggie, recipes).map((r) => r.id)).toEqual([1, 3]);
    expect(recipesOfSection(gourmand, recipes).map((r) => r.id)).toEqual([1, 2]);
  });

  it('draws the active sections by position, without the empty ones, within the limits', () => {
    const empty = { position: 3, active: true, included: ['crevettes'], excluded: [] };
    const rows = sectionRows([veggie, festive, empty, gourmand], recipes, { rows: 3, perRow: 1 });
    expect(rows.map((row) => [row.section.position, row.recipes.map((r) => r.id)])).toEqual([
      [1, [1]],
      [2, [1]],
    ]);
  });
});

describe('producers by region (the origins data aggregated, /nos-ingredients)', () => {
  const sourced = (name: string, producer: string | null, origin: string | null) => ({
    name,
    organic: false,
    pantry: false,
    producer,
    origin,
  });
  it('groups producers by French region, the region with most producers first, abroad left out', () => {
    const regions = producersByRegion([
      {
        ingredients: [
          sourced('Chou-fleur', 'Prince de Bretagne, Finistère (29)', 'Finistère (29)'),
          sourced('Beurre', 'Beurrerie de la Baie, Côtes-d’Armor (22)', 'Côtes-d’Armor (22)'),
          sourced('Riz', 'Riseria del Vercellese, Piémont', 'Italie'),
          sourced('Oignon', null, 'Drôme (26)'),
          sourced('Patate douce', 'Ferme du Marsan, Landes (40)', 'Landes (40)'),
        ],
      },
    ]);
    expect(regions.map((r) => [r.name, r.producers.length])).toEqual([
      ['Bretagne', 2],
      ['Nouvelle-Aquitaine', 1],
    ]);
  });
});
