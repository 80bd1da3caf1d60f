import type * as z from 'zod/mini';
import { quantitiesTogether } from '../../../shared/quantity-spacing.ts';
import { sortSteps } from '../../../shared/recipe-steps.ts';
import type { RecipeDetail, RecipeOption } from './recipe-detail.ts';
import { recipeAnswer, type priceEntry } from './recipe-detail-entry.ts';
import { recipeCardOf } from './recipes.ts';

// The product API's answer for a recipe (spec §7) checked and read into what the page shows;
// loaded with the request, not with the page (ADR 068). Its prose keeps each quantity with its
// unit whatever space it was typed with (DECISIONS, « Copy »; ADR 081).

type PriceEntry = z.infer<typeof priceEntry>;

function optionsOf(entries: PriceEntry[]): RecipeOption[] {
  const options = new Map<number, RecipeOption>();
  for (const entry of entries) {
    const product = entry.generic_product;
    if (product?.product_type !== 'product') continue;
    const option = options.get(product.id) ?? {
      id: product.id,
      name: product.name,
      description: quantitiesTogether(product.description ?? ''),
      prices: [],
    };
    option.prices.push({ guests: entry.guests, price: entry.price });
    options.set(product.id, option);
  }
  return [...options.values()];
}

function detailOf(answer: z.infer<typeof recipeAnswer>): RecipeDetail {
  const entry = answer.data;
  return {
    card: recipeCardOf(entry),
    description: quantitiesTogether(entry.description),
    difficulty: entry.difficulty,
    cuisine: entry.cuisine,
    nutrition: {
      calories: entry.calories,
      proteins: entry.proteins,
      carbohydrates: entry.carbohydrates,
      sugars: entry.sugars,
      fats: entry.fats,
      saturatedFats: entry.saturated_fats,
      fibers: entry.fibers,
      salt: entry.salt,
    },
    allergens: entry.allergens,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    steps: sortSteps(entry.recipe_steps).map(({ title, text }) => ({
      title: quantitiesTogether(title),
      text: quantitiesTogether(text),
    })),
    ingredients: entry.recipe_ingredients.map((ingredient) => ({
      id: ingredient.id,
      name: ingredient.name,
      organic: ingredient.organic,
      origin: ingredient.origin ?? null,
      producer: ingredient.producer ?? null,
      pantry: ingredient.pantry,
      quantities: ingredient.recipe_ingredient_quantities,
    })),
    tools: entry.recipe_tools.flatMap((t) =>
      t.tool ? [{ name: t.tool.name, quantity: t.quantity }] : [],
    ),
    prices: entry.options_prices
      .filter(
        (p) =>
          p.generic_product?.product_type === 'recipe' && p.generic_product.tier === entry.tier,
      )
      .map(({ guests, price }) => ({ guests, price })),
    options: optionsOf(entry.options_prices),
    // spec §5: the cookbook shows only recipes with a cover, its suggestions too
    related: answer.relatedRecipes.filter((related) => related.cover).map(recipeCardOf),
  };
}

/** The answer to GET /recipes/cookbook-recipe/{slug}, or an error if it is not one. */
export const recipeDetailOf = (body: unknown): RecipeDetail => detailOf(recipeAnswer.parse(body));
