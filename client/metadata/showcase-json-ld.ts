import type { RecipeCard } from '../api/queries/recipes.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import { itemListJsonLd } from './item-list-json-ld.ts';

// DESIGN §4 for the marketing pages of their own (ADR 050): an ItemList per recipe row. The
// help centre's questions they show are marked up on their answer pages only (ADR 050).

export function recipeRowJsonLd(site: SiteSettings, name: string, recipes: readonly RecipeCard[]) {
  return itemListJsonLd(
    site,
    name,
    recipes.map((recipe) => ({ name: recipe.name, path: `/recettes/${recipe.slug}` })),
  );
}
