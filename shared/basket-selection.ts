// The week's recipes a visitor chooses for the first box (ADR 042): as many as the box's
// recipe count (spec §9), never more; each recipe's supplement: shared/tier-supplement.ts.

/** Chooses `id`, or removes it when chosen; a choice beyond `max` changes nothing. */
export function toggleRecipe(selected: readonly number[], id: number, max: number): number[] {
  if (selected.includes(id)) return selected.filter((chosen) => chosen !== id);
  return selected.length < max ? [...selected, id] : [...selected];
}

/** « 0 recette sur 3 », « 1 recette sur 4 », « 3 recettes sur 4 »: French plural from 2. */
export const selectionCount = (count: number, max: number): string =>
  `${count}\u00a0recette${count > 1 ? 's' : ''} sur ${max}`;

/**
 * The stored choice, `{"week":48,"recipes":[12,7]}`, kept for `week` only: the recipes
 * unknown to this menu, or beyond `max` are left out. Null when nothing was chosen for that
 * week (another week's choice, or nothing readable).
 */
export function parseStoredSelection(
  raw: string | null | undefined,
  week: number,
  menuIds: readonly number[],
  max: number,
): number[] | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { week: storedWeek, recipes } = value as { week?: unknown; recipes?: unknown };
  if (storedWeek !== week || !Array.isArray(recipes)) return null;
  const kept = recipes.filter(
    (id, index): id is number => menuIds.includes(id as number) && recipes.indexOf(id) === index,
  );
  return kept.slice(0, max);
}

export const formatStoredSelection = (week: number, recipes: readonly number[]): string =>
  JSON.stringify({ week, recipes });

/**
 * Why a selection cannot go on to the next step (ADR 043), in French, or null when it holds
 * exactly the box's `max` recipes.
 */
export function selectionRefusal(count: number, max: number): string | null {
  const recipes = (n: number) => `${n}\u00a0recette${n > 1 ? 's' : ''}`;
  if (count < max) {
    return `Choisissez encore ${recipes(max - count)} pour compléter votre box de ${recipes(max)}.`;
  }
  if (count > max) {
    return `Votre box compte ${recipes(max)}\u00a0: retirez-en ${count - max}.`;
  }
  return null;
}
