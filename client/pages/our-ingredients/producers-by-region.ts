import type { Producer, SourcedIngredient } from '../../../shared/organic-recipes.ts';
import { regionOf } from '../cookbook-recipe-view-origins/french-regions.ts';

export interface RegionProducers {
  name: string;
  producers: Producer[];
}

/**
 * The origins data aggregated by French region: each producer once with what it supplies, the
 * regions with the most producers first; ingredients from abroad or without a producer left out.
 */
export function producersByRegion(
  recipes: readonly { ingredients: readonly SourcedIngredient[] }[],
): RegionProducers[] {
  const regions = new Map<string, Map<string, Producer>>();
  for (const ingredient of recipes.flatMap((recipe) => recipe.ingredients)) {
    if (ingredient.pantry || !ingredient.producer || !ingredient.origin) continue;
    const region = regionOf(ingredient.origin);
    if (!region) continue;
    const producers = regions.get(region) ?? new Map<string, Producer>();
    const producer = producers.get(ingredient.producer) ?? {
      name: ingredient.producer,
      origin: ingredient.origin,
      products: [],
    };
    if (!producer.products.includes(ingredient.name)) producer.products.push(ingredient.name);
    producers.set(ingredient.producer, producer);
    regions.set(region, producers);
  }
  return [...regions]
    .map(([name, producers]) => ({ name, producers: [...producers.values()] }))
    .sort((a, b) => b.producers.length - a.producers.length || a.name.localeCompare(b.name, 'fr'));
}
