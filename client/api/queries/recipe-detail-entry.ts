import * as z from 'zod/mini';
import { recipeCardEntry } from './recipe-card-schema.ts';

// The product API's answer to GET /recipes/cookbook-recipe/{slug} (spec §7), validated at the
// boundary; recipe-detail.ts turns it into what the page shows.

const quantity = z.object({ guests: z.number(), quantity: z.number(), unit: z.string() });
export const priceEntry = z.object({
  guests: z.number(),
  price: z.number(),
  generic_product: z.nullable(
    z.object({
      id: z.number(),
      name: z.string(),
      product_type: z.string(),
      tier: z.nullish(z.string()),
      description: z.nullish(z.string()),
    }),
  ),
});
const detailEntry = z.extend(recipeCardEntry, {
  difficulty: z.string(),
  cuisine: z.string(),
  calories: z.number(),
  proteins: z.number(),
  carbohydrates: z.number(),
  sugars: z.number(),
  fats: z.number(),
  saturated_fats: z.number(),
  fibers: z.number(),
  salt: z.number(),
  allergens: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  recipe_steps: z.array(
    z.object({ position: z.nullish(z.number()), title: z.string(), text: z.string() }),
  ),
  recipe_ingredients: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      organic: z.boolean(),
      origin: z.nullish(z.string()),
      producer: z.nullish(z.string()),
      pantry: z.boolean(),
      recipe_ingredient_quantities: z.array(quantity),
    }),
  ),
  recipe_tools: z.array(
    z.object({ quantity: z.number(), tool: z.nullable(z.object({ name: z.string() })) }),
  ),
  options_prices: z.array(priceEntry),
});
export const recipeAnswer = z.object({
  data: detailEntry,
  relatedRecipes: z.array(recipeCardEntry),
});
