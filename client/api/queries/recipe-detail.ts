import { queryOptions } from '@tanstack/react-query';
import type { IngredientQuantity } from '../../../shared/ingredient-quantities.ts';
import type { GuestPrice, PricedOption } from '../../../shared/recipe-price.ts';
import type { ApiClient } from '../api-client.ts';
import { isNotFound } from '../api-error.ts';
import type { RecipeCard } from './recipes.ts';

// A recipe by slug (spec §7), as the recipe page shows it: the raw Strapi entry (ids,
// documentIds, timestamps of every relation) reaches neither the page nor the dehydrated state.
// The answer's schema and its reading come with the request (recipe-detail-answer.ts): a first
// page hydrates the data the server fetched, and fetches nothing (ADR 068).

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

export const recipeKey = (slug: string) => ['recipe', slug] as const;

/** A recipe by slug, or null when there is none (the page answers 404). */
export const recipeQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: recipeKey(slug),
    queryFn: async (): Promise<RecipeDetail | null> => {
      try {
        const [{ recipeDetailOf }, body] = await Promise.all([
          import('./recipe-detail-answer.ts'),
          // an unknown slug is the 404 page's business, not a toast's (spec §8 skip flag)
          api.get(`/recipes/cookbook-recipe/${encodeURIComponent(slug)}`, undefined, {
            skipGlobalNotify: true,
          }),
        ]);
        return recipeDetailOf(body);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });
