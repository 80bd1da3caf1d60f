export interface IngredientEntry {
  id: number;
  name: string;
  pantry: boolean;
  organic: boolean;
  origin: string;
  producer: string | null;
  recipe_ingredient_quantities: { guests: number; quantity: number; unit: string }[];
}

const has = (ingredient: IngredientEntry, guests: number) =>
  ingredient.recipe_ingredient_quantities.some((q) => q.guests === guests);

/**
 * Quantities for a number of guests. When every ingredient has 2 and 4 but none has 6 or 8,
 * 6 = 2 + 4 and 8 = 2 × 4, same unit (the backend's version of spec §5's rule).
 */
export function ingredientsForGuests(
  ingredients: IngredientEntry[],
  guests: number,
  withPantry: boolean,
) {
  const derive =
    ingredients.every((i) => has(i, 2) && has(i, 4)) &&
    !ingredients.some((i) => has(i, 6) || has(i, 8));
  return ingredients
    .filter((ingredient) => withPantry || !ingredient.pantry)
    .map((ingredient) => {
      const at = (g: number) => ingredient.recipe_ingredient_quantities.find((q) => q.guests === g);
      let quantity = at(guests);
      if (!quantity && derive) {
        const two = at(2);
        const four = at(4);
        if (two && four) {
          quantity =
            guests === 6
              ? { guests, quantity: two.quantity + four.quantity, unit: four.unit }
              : { guests, quantity: four.quantity * 2, unit: four.unit };
        }
      }
      return {
        id: ingredient.id,
        name: ingredient.name,
        organic: ingredient.organic,
        origin: ingredient.origin,
        producer: ingredient.producer,
        deleted: ingredient.pantry,
        guests,
        quantity: quantity?.quantity ?? null,
        unit: quantity?.unit ?? null,
      };
    });
}
