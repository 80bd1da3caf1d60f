// DECISIONS, « Copy »: the marketing claims have one value each, kept here and used everywhere.
export const claims = {
  newRecipesPerWeek: 24,
  readyInMinutes: 30,
  quickRangeMinutes: 20,
  thermomixRecipesPerWeek: 6,
  organicRecipesPerWeek: 9,
  frenchIngredientsPercent: 90,
  organicCertifiedPercent: 50,
} as const;

const nbsp = '\u00a0';

/** The claims as French phrases, with the non-breaking spaces of French typography. */
export const claimText = {
  newRecipes: `${claims.newRecipesPerWeek} nouvelles recettes chaque semaine`,
  ready: `Prêtes en ${claims.readyInMinutes}${nbsp}minutes ou moins`,
  french: `${claims.frenchIngredientsPercent}${nbsp}% d’ingrédients français`,
  organic: `${claims.organicCertifiedPercent}${nbsp}% de recettes certifiées bio`,
  delivery: 'Livrées partout en France, à vélo cargo dans Paris',
  noCommitment: 'Sans engagement, pause quand vous voulez',
} as const;
