import { listedTags } from './quick-range.ts';

// Spec §2's list labels name a list (« Végétariennes »); a card names one recipe, so its tags
// read in the singular (« Végétarienne », « Créative »), never as the raw category (« végé »).
const labels: Record<string, string> = {
  végé: 'Végétarienne',
  nutrition: 'Équilibrée',
  efficace: 'Facile',
  gourmand: 'Gourmande',
  healthy: 'Healthy',
  créatif: 'Créative',
  viande: 'Viande',
  poisson: 'Poisson',
  crevettes: 'Crustacés',
  porc: 'Porc',
  thermomix: 'Thermomix',
};

/** The label a recipe card shows for a recipe category. */
export function recipeTagLabel(tag: string): string {
  return labels[tag] ?? tag.charAt(0).toLocaleUpperCase('fr-FR') + tag.slice(1);
}

/**
 * The tags a recipe's card shows: « Facile » only where the « Faciles » list has the recipe
 * (spec §2: tag efficace and at most 20 minutes), so that a card and the list agree.
 */
export function recipeCardTags(recipe: { tags: readonly string[]; furnaceTime: number }): string[] {
  return listedTags(recipe).map(recipeTagLabel);
}
