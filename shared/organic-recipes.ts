// The organic recipes of the bio pages and of the rebrand page (spec §1: « 9 organic recipes on
// the rebrand page »). A recipe counts as organic when at least 60 % of what its box holds is
// organic, the reading the help centre gives of « recette certifiée bio » (ADR 050). The
// cupboard's staples (salt, oil) are not in the box, so they do not count.

export const organicShareOfBox = 0.6;

export interface SourcedIngredient {
  name: string;
  organic: boolean;
  pantry: boolean;
  origin: string | null;
  producer: string | null;
}

/** Whether a recipe's box is organic enough to be called an organic recipe. */
export function isOrganicRecipe(ingredients: readonly SourcedIngredient[]): boolean {
  const box = ingredients.filter((ingredient) => !ingredient.pantry);
  if (box.length === 0) return false;
  return box.filter((ingredient) => ingredient.organic).length / box.length >= organicShareOfBox;
}

/** The first `count` organic recipes, in the order given (the API's: newest first). */
export function organicRecipesOf<T extends { ingredients: readonly SourcedIngredient[] }>(
  recipes: readonly T[],
  count: number,
): T[] {
  return recipes.filter((recipe) => isOrganicRecipe(recipe.ingredients)).slice(0, count);
}

export interface Producer {
  name: string;
  origin: string;
  /** what the recipes shown take from this producer, each once, in the order met */
  products: string[];
}

/** The producers of the organic ingredients of some recipes, each once, the most supplying first. */
export function organicProducersOf(
  recipes: readonly { ingredients: readonly SourcedIngredient[] }[],
): Producer[] {
  const byName = new Map<string, Producer>();
  for (const ingredient of recipes.flatMap((recipe) => recipe.ingredients)) {
    if (!ingredient.organic || ingredient.pantry || !ingredient.producer || !ingredient.origin)
      continue;
    const producer = byName.get(ingredient.producer) ?? {
      name: ingredient.producer,
      origin: ingredient.origin,
      products: [],
    };
    if (!producer.products.includes(ingredient.name)) producer.products.push(ingredient.name);
    byName.set(ingredient.producer, producer);
  }
  return [...byName.values()].sort(
    (a, b) => b.products.length - a.products.length || a.name.localeCompare(b.name, 'fr'),
  );
}
