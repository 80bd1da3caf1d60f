// Spec §3: a recipe section (position, active, logo, included and excluded recipe categories)
// makes a row of recipes: those with one of its included categories and none of its excluded.

export interface RecipeSection {
  position: number;
  active: boolean;
  included: readonly string[];
  excluded: readonly string[];
}

/** The recipes of a section, in the order given. */
export function recipesOfSection<T extends { tags: readonly string[] }>(
  section: RecipeSection,
  recipes: readonly T[],
): T[] {
  return recipes.filter(
    (recipe) =>
      recipe.tags.some((tag) => section.included.includes(tag)) &&
      !recipe.tags.some((tag) => section.excluded.includes(tag)),
  );
}

/**
 * The rows a page draws: the active sections by position with their recipes (at most
 * `perRow`), the empty ones left out, at most `rows` of them.
 */
export function sectionRows<S extends RecipeSection, T extends { tags: readonly string[] }>(
  sections: readonly S[],
  recipes: readonly T[],
  { rows, perRow }: { rows: number; perRow: number },
): { section: S; recipes: T[] }[] {
  return [...sections]
    .filter((section) => section.active)
    .sort((a, b) => a.position - b.position)
    .map((section) => ({ section, recipes: recipesOfSection(section, recipes).slice(0, perRow) }))
    .filter((row) => row.recipes.length > 0)
    .slice(0, rows);
}
