import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '../api-client.ts';
import { isNotFound } from '../api-error.ts';
import { listMeta, type Pagination } from '../pagination.ts';
import { pictureOf, strapiMedia, type Picture } from '../picture.ts';

const category = z.object({ name: z.string(), slug: z.string() });

const recipeCardEntry = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  tier: z.string(),
  furnace_time: z.number(),
  total_time: z.number(),
  rating_average: z.number(),
  rating_count: z.number(),
  publishedAt: z.nullish(z.string()),
  cover: z.nullish(strapiMedia),
  recipe_categories: z.array(category),
});

export interface RecipeCard {
  id: number;
  slug: string;
  name: string;
  description: string;
  tier: string;
  furnaceTime: number;
  totalTime: number;
  rating: { average: number; count: number };
  publishedAt: string | null;
  cover: Picture | null;
  tags: string[];
}

export function recipeCardOf(entry: z.infer<typeof recipeCardEntry>): RecipeCard {
  return {
    id: entry.id,
    slug: entry.slug,
    name: entry.name,
    description: entry.description,
    tier: entry.tier,
    furnaceTime: entry.furnace_time,
    totalTime: entry.total_time,
    rating: { average: entry.rating_average, count: entry.rating_count },
    publishedAt: entry.publishedAt ?? null,
    cover: pictureOf(entry.cover, entry.name),
    tags: entry.recipe_categories.map((c) => c.name),
  };
}

export interface CookbookFilter {
  page: number;
  pageSize: number;
  /** recipe category name (spec §2 « Tag filter ») */
  tag?: string | null;
  /** hands-on minutes at most (spec §2 « Max time ») */
  maxTime?: number | null;
}

const cookbookAnswer = z.object({ data: z.array(recipeCardEntry), meta: listMeta });

/** A page of the cookbook: only recipes with a cover (spec §5), newest first. */
export const cookbookQuery = (api: ApiClient, filter: CookbookFilter) =>
  queryOptions({
    queryKey: [
      'cookbook',
      filter.tag ?? null,
      filter.maxTime ?? null,
      filter.page,
      filter.pageSize,
    ],
    queryFn: async (): Promise<{ recipes: RecipeCard[]; pagination: Pagination }> => {
      const answer = cookbookAnswer.parse(
        await api.get('/recipes/cookbook-recipes', {
          filters: {
            cover: { $notNull: true },
            ...(filter.tag ? { recipe_categories: { name: { $eq: filter.tag } } } : {}),
            ...(filter.maxTime ? { furnace_time: { $lte: filter.maxTime } } : {}),
          },
          pagination: { page: filter.page, pageSize: filter.pageSize },
          sort: ['publishedAt:desc', 'id:desc'],
          populate: ['cover', 'recipe_categories'],
        }),
      );
      return { recipes: answer.data.map(recipeCardOf), pagination: answer.meta.pagination };
    },
  });

const quantity = z.object({ guests: z.number(), quantity: z.number(), unit: z.string() });
const recipeDetailEntry = z.extend(recipeCardEntry, {
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
    z.object({
      id: z.number(),
      position: z.nullable(z.number()),
      title: z.string(),
      text: z.string(),
    }),
  ),
  recipe_ingredients: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      organic: z.boolean(),
      origin: z.string(),
      producer: z.nullable(z.string()),
      pantry: z.boolean(),
      recipe_ingredient_quantities: z.array(quantity),
    }),
  ),
  recipe_tools: z.array(
    z.object({ quantity: z.number(), tool: z.nullable(z.object({ name: z.string() })) }),
  ),
  options_prices: z.array(
    z.object({
      guests: z.number(),
      price: z.number(),
      generic_product: z.nullable(
        z.object({
          id: z.number(),
          name: z.string(),
          product_type: z.string(),
          tier: z.nullable(z.string()),
          description: z.string(),
        }),
      ),
    }),
  ),
});
const recipeAnswer = z.object({
  data: recipeDetailEntry,
  relatedRecipes: z.array(recipeCardEntry),
});

export type RecipeDetail = z.infer<typeof recipeDetailEntry> & {
  card: RecipeCard;
  related: RecipeCard[];
};

/** A recipe by slug, or null when there is none (the page answers 404). */
export const recipeKey = (slug: string) => ['recipe', slug] as const;

export const recipeQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: recipeKey(slug),
    queryFn: async (): Promise<RecipeDetail | null> => {
      try {
        const answer = recipeAnswer.parse(
          await api.get(`/recipes/cookbook-recipe/${encodeURIComponent(slug)}`),
        );
        return {
          ...answer.data,
          card: recipeCardOf(answer.data),
          related: answer.relatedRecipes.map(recipeCardOf),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });
