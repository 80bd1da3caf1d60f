import type { Ingredient } from '../../api/queries/recipe-detail.ts';
import { regionOf } from './french-regions.ts';

export interface OriginGroup {
  /** a region of France, or « Hors de France » */
  name: string;
  ingredients: Ingredient[];
}

export const abroad = 'Hors de France';

/**
 * The box's ingredients (not the cupboard's) by region, French regions first, the most
 * supplied first; ingredients without an origin are left out.
 */
export function groupOrigins(ingredients: readonly Ingredient[]): OriginGroup[] {
  const groups = new Map<string, Ingredient[]>();
  for (const ingredient of ingredients) {
    if (ingredient.pantry || !ingredient.origin) continue;
    const name = regionOf(ingredient.origin) ?? abroad;
    groups.set(name, [...(groups.get(name) ?? []), ingredient]);
  }
  return [...groups]
    .map(([name, grouped]) => ({ name, ingredients: grouped }))
    .sort(
      (a, b) =>
        Number(a.name === abroad) - Number(b.name === abroad) ||
        b.ingredients.length - a.ingredients.length ||
        a.name.localeCompare(b.name, 'fr'),
    );
}

/** How many of the box's ingredients are listed by origin, come from France, are organic. */
export function originCounts(ingredients: readonly Ingredient[]) {
  const groups = groupOrigins(ingredients);
  const listed = groups.flatMap((group) => group.ingredients);
  const fromAbroad = groups.find((group) => group.name === abroad)?.ingredients.length ?? 0;
  return {
    groups,
    listed: listed.length,
    french: listed.length - fromAbroad,
    organic: listed.filter((ingredient) => ingredient.organic).length,
  };
}
