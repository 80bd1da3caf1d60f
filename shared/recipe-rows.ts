import {
  inSection,
  shownSections,
  type RecipeSection,
  type SectionRecipe,
} from './recipe-sections.ts';

// The recipe rows of the SEO and city pages (ADR 049): the product API's recipe sections
// (spec §3) applied to the recipes a page is about, each recipe shown once per page.

export interface RecipeRow<S, R> {
  section: S;
  recipes: R[];
}

/**
 * The active sections by position, each with the recipes it takes that an earlier row has not
 * shown, `perRow` at most; empty rows are dropped, `maxRows` kept.
 */
export function recipeRows<S extends RecipeSection, R extends SectionRecipe & { id: number }>(
  sections: readonly S[],
  recipes: readonly R[],
  { perRow, maxRows }: { perRow: number; maxRows: number },
): RecipeRow<S, R>[] {
  const shown = new Set<number>();
  const rows: RecipeRow<S, R>[] = [];
  for (const section of shownSections(sections)) {
    if (rows.length === maxRows) break;
    const taken = recipes
      .filter((recipe) => !shown.has(recipe.id) && inSection(section, recipe))
      .slice(0, perRow);
    if (taken.length === 0) continue;
    for (const recipe of taken) shown.add(recipe.id);
    rows.push({ section, recipes: taken });
  }
  return rows;
}
