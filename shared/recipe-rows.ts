// The recipe rows of the SEO and city pages (ADR 049): the product API's recipe sections
// (spec §3: position, active, logo, included and excluded categories) applied to the recipes
// a page is about.

export interface RecipeSection {
  id: number;
  title: string;
  logoUrl: string | null;
  /** category names: a recipe of the row has one of them… */
  included: readonly string[];
  /** …and none of these */
  excluded: readonly string[];
}

export interface RecipeRow<R> {
  section: RecipeSection;
  recipes: R[];
}

export const inSection = (section: RecipeSection, tags: readonly string[]): boolean =>
  tags.some((tag) => section.included.includes(tag)) &&
  !tags.some((tag) => section.excluded.includes(tag));

/**
 * The sections in the order given (active ones, by position), each with the recipes it takes
 * that an earlier row has not shown, `perRow` at most; empty rows are dropped, `maxRows` kept.
 */
export function recipeRows<R extends { id: number; tags: readonly string[] }>(
  sections: readonly RecipeSection[],
  recipes: readonly R[],
  { perRow, maxRows }: { perRow: number; maxRows: number },
): RecipeRow<R>[] {
  const shown = new Set<number>();
  const rows: RecipeRow<R>[] = [];
  for (const section of sections) {
    if (rows.length === maxRows) break;
    const taken = recipes
      .filter((recipe) => !shown.has(recipe.id) && inSection(section, recipe.tags))
      .slice(0, perRow);
    if (taken.length === 0) continue;
    for (const recipe of taken) shown.add(recipe.id);
    rows.push({ section, recipes: taken });
  }
  return rows;
}
