import { describe, expect, it } from 'vitest';
import {
  basketQuery,
  funnelStepUrl,
  readBasket,
  readPreferences,
  recipesForWeek,
} from '../../shared/funnel-basket.ts';

const read = (query: string) => readBasket(new URLSearchParams(query));

describe('the basket in a step’s URL (ADR 043)', () => {
  it('reads 2 guests × 3 recipes of week 49 with a preference', () => {
    expect(read('box=2-3&semaine=49&recette=12&recette=7&recette=31&preference=healthy')).toEqual({
      box: { guests: 2, recipes: 3 },
      week: 49,
      recipes: [12, 7, 31],
      preferences: ['healthy'],
    });
  });

  it('writes what it reads', () => {
    const basket = {
      box: { guests: 4, recipes: 2 },
      week: 1,
      recipes: [5, 9],
      preferences: ['vegetarian' as const, 'no_fish' as const],
    };
    expect(basketQuery(basket)).toBe(
      'box=4-2&semaine=1&recette=5&recette=9&preference=vegetarian&preference=no_fish',
    );
    expect(read(basketQuery(basket))).toEqual(basket);
    expect(funnelStepUrl('delivery', basket)).toBe(`/panier/livraison?${basketQuery(basket)}`);
    // a later step goes back to the recipes with the whole basket (ADR 052)
    expect(funnelStepUrl('menu', basket)).toBe(`/panier/menu?${basketQuery(basket)}`);
  });

  it('keeps the five preferences of spec §3 only, once each', () => {
    expect(
      read(
        'box=2-2&semaine=49&recette=1&recette=2&preference=no_pork&preference=spicy&preference=no_pork&preference=speedy',
      )?.preferences,
    ).toEqual(['speedy', 'no_pork']);
  });

  it.each([
    ['no box', 'semaine=49&recette=1&recette=2'],
    [
      'a box the grid does not sell (spec §9: 9 recipes for 4 guests is 36 dishes)',
      'box=4-9&semaine=49&recette=1',
    ],
    ['a box written otherwise', 'box=02-3&semaine=49&recette=1&recette=2&recette=3'],
    ['fewer recipes than the box', 'box=2-3&semaine=49&recette=1&recette=2'],
    ['more recipes than the box', 'box=2-2&semaine=49&recette=1&recette=2&recette=3'],
    ['a recipe twice', 'box=2-2&semaine=49&recette=1&recette=1'],
    ['a recipe id that is no number', 'box=2-2&semaine=49&recette=1&recette=x'],
    ['a recipe id 0', 'box=2-2&semaine=49&recette=1&recette=0'],
    ['a week 54', 'box=2-2&semaine=54&recette=1&recette=2'],
    ['a week 0', 'box=2-2&semaine=0&recette=1&recette=2'],
    ['no week', 'box=2-2&recette=1&recette=2'],
  ])('refuses %s', (_, query) => {
    expect(read(query)).toBeNull();
  });
});

describe('a basket sent back to the basket menu (ADR 052)', () => {
  const params = (query: string) => new URLSearchParams(query);

  it('names its recipes for its own week only, each once', () => {
    expect(recipesForWeek(params('semaine=49&recette=12&recette=7&recette=12'), 49)).toEqual([
      12, 7,
    ]);
    expect(recipesForWeek(params('semaine=48&recette=12'), 49)).toEqual([]);
    expect(recipesForWeek(params('recette=12'), 49)).toEqual([]);
    expect(recipesForWeek(params('semaine=49&recette=x&recette=0&recette=5'), 49)).toEqual([5]);
  });

  it('names spec §3’s preferences, in their order', () => {
    expect(
      readPreferences(params('preference=no_fish&preference=spicy&preference=healthy')),
    ).toEqual(['healthy', 'no_fish']);
  });
});
