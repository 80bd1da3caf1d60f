import { listedTags } from './quick-range.ts';

// Spec §3: a recipe section (position, active, logo, included and excluded recipe categories)
// makes a row of recipes: those with one of its included categories and none of its excluded.

export interface RecipeSection {
  position: number;
  active: boolean;
  included: readonly string[];
  excluded: readonly string[];
}

export interface SectionRecipe {
  tags: readonly string[];
  /** hands-on minutes */
  furnaceTime: number;
}

/** Whether a section takes a recipe: one of its included categories, none of its excluded. */
export const inSection = (section: RecipeSection, recipe: SectionRecipe): boolean =>
  listedTags(recipe).some((tag) => section.included.includes(tag)) &&
  !recipe.tags.some((tag) => section.excluded.includes(tag));

/** The sections a page draws: the active ones, by position (spec §3). */
export const shownSections = <S extends RecipeSection>(sections: readonly S[]): S[] =>
  sections.filter((section) => section.active).sort((a, b) => a.position - b.position);

/** The recipes of a section, in the order given. */
export function recipesOfSection<T extends SectionRecipe>(
  section: RecipeSection,
  recipes: readonly T[],
): T[] {
  return recipes.filter((recipe) => inSection(section, recipe));
}

/**
 * The rows a page draws: the active sections by position with their recipes (at most
 * `perRow`), the empty ones left out, at most `rows` of them.
 */
export function sectionRows<S extends RecipeSection, T extends SectionRecipe>(
  sections: readonly S[],
  recipes: readonly T[],
  { rows, perRow }: { rows: number; perRow: number },
): { section: S; recipes: T[] }[] {
  return shownSections(sections)
    .map((section) => ({ section, recipes: recipesOfSection(section, recipes).slice(0, perRow) }))
    .filter((row) => row.recipes.length > 0)
    .slice(0, rows);
}
