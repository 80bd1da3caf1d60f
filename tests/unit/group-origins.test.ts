import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../../client/api/queries/recipe-detail.ts';
import { regionOf } from '../../client/pages/cookbook-recipe-view-origins/french-regions.ts';
import {
  abroad,
  groupOrigins,
} from '../../client/pages/cookbook-recipe-view-origins/group-origins.ts';

const ingredient = (name: string, origin: string | null, pantry = false): Ingredient => ({
  id: name.length,
  name,
  organic: false,
  origin,
  producer: null,
  pantry,
  quantities: [],
});

describe('regionOf', () => {
  it.each([
    ['Landes (40)', 'Nouvelle-Aquitaine'],
    ['Guérande, Loire-Atlantique (44)', 'Pays de la Loire'],
    ['Race rouge flamande, Nord (59)', 'Hauts-de-France'],
    ['Alpes-de-Haute-Provence (04)', 'Provence-Alpes-Côte d’Azur'],
    ['La Réunion (974)', 'La Réunion'],
    ['Haute-Corse (2B)', 'Corse'],
    ['Sri Lanka', null],
    ['Italie', null],
    ['Département inconnu (99)', null],
  ])('%s → %s', (origin, region) => {
    expect(regionOf(origin)).toBe(region);
  });
});

describe('groupOrigins', () => {
  it('groups the box’s ingredients by region, the most supplied first, abroad last', () => {
    const groups = groupOrigins([
      ingredient('Lait de coco', 'Sri Lanka'),
      ingredient('Patate douce', 'Landes (40)'),
      ingredient('Pois chiches', 'Gers (32)'),
      ingredient('Riz', 'Bouches-du-Rhône (13)'),
      ingredient('Coriandre', 'Vaucluse (84)'),
      ingredient('Sel', 'Guérande, Loire-Atlantique (44)', true),
      ingredient('Eau', null),
    ]);
    expect(groups.map((g) => [g.name, g.ingredients.map((i) => i.name)])).toEqual([
      ['Provence-Alpes-Côte d’Azur', ['Riz', 'Coriandre']],
      ['Nouvelle-Aquitaine', ['Patate douce']],
      ['Occitanie', ['Pois chiches']],
      [abroad, ['Lait de coco']],
    ]);
  });
});
