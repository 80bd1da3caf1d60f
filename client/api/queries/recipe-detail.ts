import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { IngredientQuantity } from '../../../shared/ingredient-quantities.ts';
import type { GuestPrice, PricedOption } from '../../../shared/recipe-price.ts';
import { sortSteps } from '../../../shared/recipe-steps.ts';
import type { ApiClient } from '../api-client.ts';
import { isNotFound } from '../api-error.ts';
import type { priceEntry, recipeAnswer } from './recipe-detail-entry.ts';
import { recipeCardOf, type RecipeCard } from './recipes.ts';

// A recipe by slug (spec §7), as the recipe page shows it: the raw Strapi entry (ids,
// documentIds, timestamps of every relation) reaches neither the page nor the dehydrated state.

/** An extra sold with the recipe (options_prices with product_type « product », spec §3). */
export interface RecipeOption extends PricedOption {
  description: string;
  prices: GuestPrice[];
}

export interface Ingredient {
  id: number;
  name: string;
  organic: boolean;
  origin: string | null;
  producer: string | null;
  /** a staple of the cupboard (salt, oil…), not in the box */
  pantry: boolean;
  quantities: IngredientQuantity[];
}

export interface RecipeDetail {
  card: RecipeCard;
  /** the recipe's lead (lists leave it out: their cards do not show it) */
  description: string;
  difficulty: string;
  cuisine: string;
  /** per portion: kcal, then grams */
  nutrition: {
    calories: number;
    proteins: number;
    carbohydrates: number;
    sugars: number;
    fats: number;
    saturatedFats: number;
    fibers: number;
    salt: number;
  };
  allergens: string[];
  createdAt: string;
  updatedAt: string;
  /** spec §5: by position when all have one */
  steps: { title: string; text: string }[];
  ingredients: Ingredient[];
  tools: { name: string; quantity: number }[];
  /** the recipe's own price by guests (its tier's options_prices entries) */
  prices: GuestPrice[];
  options: RecipeOption[];
  related: RecipeCard[];
}

type PriceEntry = z.infer<typeof priceEntry>;

function optionsOf(entries: PriceEntry[]): RecipeOption[] {
  const options = new Map<number, RecipeOption>();
  for (const entry of entries) {
    const product = entry.generic_product;
    if (product?.product_type !== 'product') continue;
    const option = options.get(product.id) ?? {
      id: product.id,
      name: product.name,
      description: product.description ?? '',
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
    description: entry.description,
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
    steps: sortSteps(entry.recipe_steps).map(({ title, text }) => ({ title, text })),
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

export const recipeKey = (slug: string) => ['recipe', slug] as const;

/** A recipe by slug, or null when there is none (the page answers 404). */
export const recipeQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: recipeKey(slug),
    queryFn: async (): Promise<RecipeDetail | null> => {
      try {
        const [{ recipeAnswer }, body] = await Promise.all([
          import('./recipe-detail-entry.ts'),
          // an unknown slug is the 404 page's business, not a toast's (spec §8 skip flag)
          api.get(`/recipes/cookbook-recipe/${encodeURIComponent(slug)}`, undefined, {
            skipGlobalNotify: true,
          }),
        ]);
        return detailOf(recipeAnswer.parse(body));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });
