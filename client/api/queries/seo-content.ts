import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  byLocalThenOrganic,
  isMostlyOrganic,
  organicShare,
  type OrganicShare,
} from '../../../shared/organic-share.ts';
import type { ApiClient } from '../api-client.ts';
import { recipeCardOf, type RecipeCard } from './recipes.ts';

// The product API's content behind the SEO and city pages (spec §7, ADR 049): the recipes of
// their rows.

const cardFilters = { cover: { $notNull: true } };
const cardPopulate = ['cover', 'recipe_categories'];

/** The newest recipes of some tiers (spec §9: classique, signature, premium, premium_plus). */
export const tierRecipesKey = (tiers: readonly string[], pageSize: number) =>
  ['tier-recipes', [...tiers], pageSize] as const;

export const tierRecipesQuery = (api: ApiClient, tiers: readonly string[], pageSize: number) =>
  queryOptions({
    queryKey: tierRecipesKey(tiers, pageSize),
    queryFn: async (): Promise<RecipeCard[]> => {
      const [{ cookbookAnswer }, body] = await Promise.all([
        import('./recipe-card-schema.ts'),
        api.get('/recipes/cookbook-recipes', {
          filters: { ...cardFilters, tier: { $in: [...tiers] } },
          pagination: { page: 1, pageSize },
          sort: ['publishedAt:desc', 'id:desc'],
          populate: cardPopulate,
        }),
      ]);
      return cookbookAnswer.parse(body).data.map(recipeCardOf);
    },
  });

/** The newest recipes of a category (the healthy recipes of /recettes-saines). */
export const taggedRecipesKey = (tag: string, pageSize: number) =>
  ['tagged-recipes', tag, pageSize] as const;

export const taggedRecipesQuery = (api: ApiClient, tag: string, pageSize: number) =>
  queryOptions({
    queryKey: taggedRecipesKey(tag, pageSize),
    queryFn: async (): Promise<RecipeCard[]> => {
      const [{ cookbookAnswer }, body] = await Promise.all([
        import('./recipe-card-schema.ts'),
        api.get('/recipes/cookbook-recipes', {
          filters: { ...cardFilters, recipe_categories: { name: { $eq: tag } } },
          pagination: { page: 1, pageSize },
          sort: ['publishedAt:desc', 'id:desc'],
          populate: cardPopulate,
        }),
      ]);
      return cookbookAnswer.parse(body).data.map(recipeCardOf);
    },
  });

export interface OrganicRecipe extends RecipeCard {
  organic: OrganicShare;
}

const organicPoolSize = 100;
export const organicRecipeCount = 6;

export const organicRecipesKey = (departments: readonly string[]) =>
  ['organic-recipes', organicRecipeCount, departments.join(',')] as const;

/**
 * The catalogue's mostly organic recipes (shared/organic-share.ts), those with the most organic
 * ingredients grown in `departments` first. The ingredients are read here and dropped: the
 * page keeps the cards and their share only.
 */
export const organicRecipesQuery = (api: ApiClient, departments: readonly string[]) =>
  queryOptions({
    queryKey: organicRecipesKey(departments),
    queryFn: async (): Promise<OrganicRecipe[]> => {
      const [{ organicCardsAnswer }, body] = await Promise.all([
        import('./seo-content-schemas.ts'),
        api.get('/recipes/cookbook-recipes', {
          filters: cardFilters,
          pagination: { page: 1, pageSize: organicPoolSize },
          sort: ['publishedAt:desc', 'id:desc'],
          populate: {
            cover: true,
            recipe_categories: true,
            recipe_ingredients: { fields: ['organic', 'pantry', 'origin'] },
          },
        }),
      ]);
      return organicCardsAnswer
        .parse(body)
        .data.map((entry) => ({
          ...recipeCardOf(entry),
          organic: organicShare(entry.recipe_ingredients, departments),
        }))
        .filter((recipe) => isMostlyOrganic(recipe.organic))
        .sort((a, b) => byLocalThenOrganic(a.organic, b.organic))
        .slice(0, organicRecipeCount);
    },
  });

/**
 * The week whose delivery days a page shows: two weeks from the render, so that its days are
 * still open (ADR 004: a day closes six days before). The loader records it with the render's
 * clock; the page never reads one (as the menu's focus week, client/api/queries/menus.ts).
 */
export const deliveryWeekQuery = () =>
  queryOptions<number>({ queryKey: ['delivery-week'], queryFn: skipToken, staleTime: Infinity });
