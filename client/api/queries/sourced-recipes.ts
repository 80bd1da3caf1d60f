import { queryOptions } from '@tanstack/react-query';
import type { SourcedIngredient } from '../../../shared/organic-recipes.ts';
import type { ApiClient } from '../api-client.ts';
import { recipeCardOf, type RecipeCard } from './recipes.ts';

/** A recipe card with where each ingredient comes from (the origins data, spec §2). */
export interface SourcedRecipe extends RecipeCard {
  ingredients: SourcedIngredient[];
}

export interface SourcedRecipesFilter {
  /** a recipe category name (e.g. `thermomix`), or every recipe */
  tag?: string;
  pageSize: number;
}

export const sourcedRecipesKey = (filter: SourcedRecipesFilter) =>
  ['sourced-recipes', filter.tag ?? null, filter.pageSize] as const;

/**
 * The newest recipes with a cover (spec §5), with their ingredients' organic flag, origin and
 * producer, in one call of the recipes collection.
 */
export const sourcedRecipesQuery = (api: ApiClient, filter: SourcedRecipesFilter) =>
  queryOptions({
    queryKey: sourcedRecipesKey(filter),
    queryFn: async (): Promise<SourcedRecipe[]> => {
      const [{ sourcedRecipesAnswer }, body] = await Promise.all([
        import('./marketing-schemas.ts'),
        api.get('/recipes', {
          filters: {
            cover: { $notNull: true },
            ...(filter.tag ? { recipe_categories: { name: { $eq: filter.tag } } } : {}),
          },
          pagination: { page: 1, pageSize: filter.pageSize },
          sort: ['publishedAt:desc', 'id:desc'],
          populate: {
            cover: true,
            recipe_categories: true,
            recipe_ingredients: { fields: ['name', 'organic', 'pantry', 'origin', 'producer'] },
          },
        }),
      ]);
      return sourcedRecipesAnswer.parse(body).data.map((entry) => ({
        ...recipeCardOf(entry),
        ingredients: entry.recipe_ingredients.map((ingredient) => ({
          name: ingredient.name,
          organic: ingredient.organic,
          pantry: ingredient.pantry,
          origin: ingredient.origin ?? null,
          producer: ingredient.producer ?? null,
        })),
      }));
    },
  });
