import { describe, expect, it } from 'vitest';
import {
  isOrganicRecipe,
  organicProducersOf,
  organicRecipesOf,
  type SourcedIngredient,
} from '../../shared/organic-recipes.ts';

const ingredient = (
  name: string,
  organic: boolean,
  extra: Partial<SourcedIngredient> = {},
): SourcedIngredient => ({ name, organic, pantry: false, origin: null, producer: null, ...extra });

describe('organic recipes (ADR 050: at least 60 % of the box organic)', () => {
  it('counts 3 organic of 5 as organic, 2 of 5 not', () => {
    const organic = ['a', 'b', 'c'].map((n) => ingredient(n, true));
    expect(isOrganicRecipe([...organic, ingredient('d', false), ingredient('e', false)])).toBe(
      true,
    );
    expect(
      isOrganicRecipe([
        ...organic.slice(0, 2),
        ...['c', 'd', 'e'].map((n) => ingredient(n, false)),
      ]),
    ).toBe(false);
  });

  it('leaves the cupboard’s staples out of the count, and an empty box is not organic', () => {
    const salt = ingredient('Sel', false, { pantry: true });
    const oil = ingredient('Huile', false, { pantry: true });
    expect(isOrganicRecipe([ingredient('Carotte', true), salt, oil])).toBe(true);
    expect(isOrganicRecipe([salt])).toBe(false);
  });

  it('keeps the first organic recipes in the order given', () => {
    const recipe = (id: number, organic: boolean) => ({
      id,
      ingredients: [ingredient('x', organic)],
    });
    const recipes = [recipe(1, true), recipe(2, false), recipe(3, true), recipe(4, true)];
    expect(organicRecipesOf(recipes, 2).map((r) => r.id)).toEqual([1, 3]);
  });

  it('lists each organic producer once with what it supplies, the most supplying first', () => {
    const ferme = { producer: 'Ferme du Marsan, Landes (40)', origin: 'Landes (40)' };
    const lomagne = { producer: 'Les Légumineuses de Lomagne, Gers (32)', origin: 'Gers (32)' };
    const producers = organicProducersOf([
      { ingredients: [ingredient('Pois chiches', true, lomagne)] },
      {
        ingredients: [
          ingredient('Patate douce', true, ferme),
          ingredient('Carotte', true, ferme),
          ingredient('Patate douce', true, ferme),
          ingredient('Lentilles', false, lomagne),
        ],
      },
    ]);
    expect(producers).toEqual([
      { name: ferme.producer, origin: 'Landes (40)', products: ['Patate douce', 'Carotte'] },
      { name: lomagne.producer, origin: 'Gers (32)', products: ['Pois chiches'] },
    ]);
  });
});
