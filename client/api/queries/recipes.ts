import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ApiClient } from '../api-client.ts';
import type { Pagination } from '../pagination.ts';
import { pictureOf, type Picture } from '../picture.ts';
import type { recipeCardEntry } from './recipe-card-schema.ts';

export interface RecipeCard {
  id: number;
  slug: string;
  name: string;
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
    tier: entry.tier,
    furnaceTime: entry.furnace_time,
    totalTime: entry.total_time,
    rating: { average: entry.rating_average, count: entry.rating_count },
    publishedAt: entry.publishedAt ?? null,
    cover: pictureOf(entry.cover, entry.name),
    tags: entry.recipe_categories.map((c) => c.name),
  };
}

export const cookbookPageSize = 20; // spec §9
export const guestChefRecipeCount = 8;
/** A guest chef's category's first recipes, enough for their own once another chef's are set aside. */
export const guestChefCookbook = (tag: string): CookbookFilter => ({
  page: 1,
  pageSize: 2 * guestChefRecipeCount,
  tag,
});

export interface CookbookFilter {
  page: number;
  pageSize: number;
  /** recipe category name (spec §2 « Tag filter ») */
  tag?: string | null;
  /** hands-on minutes at most (spec §2 « Max time ») */
  maxTime?: number | null;
}

export const cookbookKey = (filter: CookbookFilter) =>
  ['cookbook', filter.tag ?? null, filter.maxTime ?? null, filter.page, filter.pageSize] as const;

export type CookbookPage = { recipes: RecipeCard[]; pagination: Pagination };

/** A page of the cookbook: only recipes with a cover (spec §5), newest first. */
export const cookbookQuery = (api: ApiClient, filter: CookbookFilter) =>
  queryOptions({
    queryKey: cookbookKey(filter),
    queryFn: async (): Promise<CookbookPage> => {
      const [{ cookbookAnswer }, body] = await Promise.all([
        import('./recipe-card-schema.ts'),
        api.get('/recipes/cookbook-recipes', {
          filters: {
            cover: { $notNull: true },
            ...(filter.tag ? { recipe_categories: { name: { $eq: filter.tag } } } : {}),
            ...(filter.maxTime ? { furnace_time: { $lte: filter.maxTime } } : {}),
          },
          pagination: { page: filter.page, pageSize: filter.pageSize },
          sort: ['publishedAt:desc', 'id:desc'],
          populate: ['cover', 'recipe_categories'],
        }),
      ]);
      const answer = cookbookAnswer.parse(body);
      return { recipes: answer.data.map(recipeCardOf), pagination: answer.meta.pagination };
    },
  });

/** The home page's latest recipes: the six newest of the cookbook. */
export const latestRecipesQuery = (api: ApiClient) => cookbookQuery(api, { page: 1, pageSize: 6 });
