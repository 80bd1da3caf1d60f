import { formatNumber } from './format-fr.ts';

// spec §5 and DECISIONS, "Ingredient quantities": when every ingredient of a recipe has a
// quantity for 2 and for 4 guests and none has one for 6 or 8, 6 guests = 2 + 4 and
// 8 guests = 2 × 4, in the same unit; otherwise the quantities are used as they are.

export interface IngredientQuantity {
  guests: number;
  quantity: number;
  unit: string;
}

export interface QuantifiedIngredient {
  quantities: readonly IngredientQuantity[];
}

const forGuests = (ingredient: QuantifiedIngredient, guests: number) =>
  ingredient.quantities.find((q) => q.guests === guests);

// sums of decimals (0.1 + 0.2) would otherwise show float noise
const tidy = (value: number) => Math.round(value * 1000) / 1000;

/** True when the recipe's 6- and 8-guest quantities are derived from its 2- and 4-guest ones. */
export function derivesLargeServings(ingredients: readonly QuantifiedIngredient[]): boolean {
  return (
    ingredients.length > 0 &&
    ingredients.every((ingredient) => {
      const two = forGuests(ingredient, 2);
      const four = forGuests(ingredient, 4);
      // « same unit »: 400 g and 1 kg cannot be added, so such a recipe keeps its quantities
      return (
        two !== undefined &&
        four !== undefined &&
        two.unit === four.unit &&
        !forGuests(ingredient, 6) &&
        !forGuests(ingredient, 8)
      );
    })
  );
}

/**
 * The quantity of each ingredient for `guests`, in the ingredients' order: null where the
 * recipe gives none (and the rule does not derive one).
 */
export function quantitiesForGuests(
  ingredients: readonly QuantifiedIngredient[],
  guests: number,
): (IngredientQuantity | null)[] {
  const derive = (guests === 6 || guests === 8) && derivesLargeServings(ingredients);
  return ingredients.map((ingredient) => {
    if (!derive) return forGuests(ingredient, guests) ?? null;
    const two = forGuests(ingredient, 2) as IngredientQuantity;
    const four = forGuests(ingredient, 4) as IngredientQuantity;
    const quantity = guests === 6 ? two.quantity + four.quantity : 2 * four.quantity;
    return { guests, quantity: tidy(quantity), unit: two.unit };
  });
}

// countable units take an « s » from 2 on (French plural); measures and spoons do not change
const countableUnits = new Set([
  'pièce',
  'gousse',
  'botte',
  'tranche',
  'pincée',
  'sachet',
  'feuille',
  'brin',
]);
const nbsp = '\u00a0';

/** « 800 g », « 3 pièces », « 1,5 c. à soupe » */
export function formatQuantity({
  quantity,
  unit,
}: Pick<IngredientQuantity, 'quantity' | 'unit'>): string {
  const amount = formatNumber(quantity, 2);
  const shown = quantity >= 2 && countableUnits.has(unit) ? `${unit}s` : unit;
  return shown ? `${amount}${nbsp}${shown}` : amount;
}
