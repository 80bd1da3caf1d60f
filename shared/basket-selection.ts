// The week's recipes a visitor chooses for the first box (ADR 042): as many as the box's
// recipe count (spec §9), never more, each recipe's supplement from its tier (ADR 039).

/** A tier's price of one recipe for a number of guests (options_prices, spec §3). */
export interface TierPrice {
  tier: string;
  guests: number;
  price: number;
}

// the help centre's « Prix et suppléments »: these are in the box's price
const includedTiers = ['classique', 'signature'];

/**
 * ADR 039's rule: classique and signature recipes are included; a premium or premium_plus one
 * costs its tier's price minus the classique's, for the box's guests (0 when either is unknown).
 */
export function tierSupplement(prices: readonly TierPrice[], tier: string, guests: number): number {
  if (includedTiers.includes(tier)) return 0;
  const priceOf = (name: string) =>
    prices.find((entry) => entry.tier === name && entry.guests === guests)?.price;
  const own = priceOf(tier);
  const base = priceOf('classique');
  if (own === undefined || base === undefined) return 0;
  // in cents, so that 34,50 − 22,90 is 11,60 and not 11,600000000000001
  return Math.max(0, Math.round(own * 100) - Math.round(base * 100)) / 100;
}

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
