import type { QueryClient } from '@tanstack/react-query';
import { recipeRows, type RecipeRow } from '../../../shared/recipe-rows.ts';
import type { RecipeCard } from '../../api/queries/recipes.ts';
import { recipeSectionsKey, type RecipeSectionEntry } from '../../api/queries/recipe-sections.ts';

// What the SEO and city pages and their heads share without React (ADR 017: a head module
// loads apart from the page).

export const rowLimits = { perRow: 4, maxRows: 3 } as const;

export type SectionRow = RecipeRow<RecipeSectionEntry, RecipeCard>;

/** The rows a page draws, from the query cache, for its head. */
export function cachedRecipeRows(
  queryClient: QueryClient,
  recipes: readonly RecipeCard[] | undefined,
  limits: { perRow: number; maxRows: number } = rowLimits,
): SectionRow[] {
  const sections = queryClient.getQueryData<RecipeSectionEntry[]>(recipeSectionsKey);
  return sections && recipes ? recipeRows(sections, recipes, limits) : [];
}
