import type { SubscriptionPreference } from './funnel-basket.ts';

// Spec §3's subscription preferences read as filters of a week's recipes (ADR 043), by the
// cookbook's tags (spec §2) and its 20-minute « rapide » limit (spec §9).

export interface FilterableRecipe {
  tags: readonly string[];
  /** hands-on minutes */
  furnaceTime: number;
}

const speedyMinutes = 20;
const fishTags = ['poisson', 'crevettes'];

const fits: Record<SubscriptionPreference, (recipe: FilterableRecipe) => boolean> = {
  healthy: (recipe) => recipe.tags.includes('healthy'),
  speedy: (recipe) => recipe.furnaceTime <= speedyMinutes,
  vegetarian: (recipe) => recipe.tags.includes('végé'),
  no_pork: (recipe) => !recipe.tags.includes('porc'),
  no_fish: (recipe) => !recipe.tags.some((tag) => fishTags.includes(tag)),
};

/** Whether a recipe suits every preference given (none: every recipe does). */
export const suitsPreferences = (
  recipe: FilterableRecipe,
  preferences: readonly SubscriptionPreference[],
): boolean => preferences.every((preference) => fits[preference](recipe));
