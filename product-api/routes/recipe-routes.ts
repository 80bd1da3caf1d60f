import { Router } from 'express';
import type { ApiContext } from '../context.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject } from '../http/body.ts';
import { ingredientsForGuests } from '../catalogue/ingredients-for-guests.ts';
import { parseFindQuery, type FindQuery } from '../query/parse-query.ts';
import { QueryBudget } from '../query/query-budget.ts';

const cookbookPageSize = '20'; // spec §9: cookbook default page size
const recipeDetailPopulate = {
  cover: true,
  recipe_categories: true,
  recipe_steps: true,
  recipe_ingredients: { populate: ['recipe_ingredient_quantities'] },
  recipe_tools: { populate: ['tool'] },
};
const cardPopulate = ['cover', 'recipe_categories'];

export function recipeRoutes(ctx: ApiContext): Router {
  const { finder, store } = ctx;
  const router = Router();

  const optionsPrices = (tier: unknown, budget: QueryBudget) =>
    finder.findMany(
      'options-price',
      parseFindQuery('options-price', {
        filters: {
          generic_product: { $or: [{ tier: String(tier) }, { product_type: 'product' }] },
        },
        populate: { generic_product: { fields: ['name', 'product_type', 'tier', 'description'] } },
        pagination: { pageSize: '100' },
      }),
      budget,
    ).data;

  // The cookbook: newest first, covers and categories populated unless the caller says otherwise.
  router.get(
    '/recipes/cookbook-recipes',
    route((req) => {
      const query = parseFindQuery('recipe', {
        sort: 'publishedAt:desc',
        populate: cardPopulate,
        ...req.query,
        pagination: { pageSize: cookbookPageSize, ...(req.query.pagination as object | undefined) },
      });
      return finder.findMany('recipe', query);
    }),
  );

  router.get(
    '/recipes/cookbook-recipe/:slug',
    route((req) => {
      // one answer, one budget across its three queries
      const budget = new QueryBudget();
      const recipe = finder.findFirst(
        'recipe',
        parseFindQuery('recipe', {
          filters: { slug: { $eq: String(req.params.slug) } },
          populate: recipeDetailPopulate,
        }),
        budget,
      );
      if (!recipe) throw notFound('Not Found');
      const related = store.sqlite
        .prepare(
          'SELECT related_id AS id FROM recipes_related_lnk WHERE recipe_id = ? ORDER BY position',
        )
        .all(recipe.id) as { id: number }[];
      const relatedQuery: FindQuery = parseFindQuery('recipe', {
        filters: { id: { $in: related.map((r) => String(r.id)) } },
        populate: cardPopulate,
      });
      const relatedRecipes = finder
        .findMany('recipe', relatedQuery, budget)
        .data.sort(
          (a, b) =>
            related.findIndex((r) => r.id === a.id) - related.findIndex((r) => r.id === b.id),
        );
      return {
        data: { ...recipe, options_prices: optionsPrices(recipe.tier, budget) },
        relatedRecipes,
        meta: {},
      };
    }),
  );

  // The ingredients of a recipe for a number of guests; `deleted: true` also lists the pantry
  // staples the box does not contain (flagged `deleted`).
  router.post(
    '/recipes/:id/ingredients',
    route((req) => {
      const body = bodyObject(req.body, false);
      const guests = Number(body.guests ?? 2);
      if (![2, 4, 6, 8].includes(guests)) throw badRequest('Invalid guests: expected 2, 4, 6 or 8');
      if (body.deleted !== undefined && typeof body.deleted !== 'boolean')
        throw badRequest('Invalid deleted flag');
      const key = String(req.params.id);
      if (!/^\d{1,12}$/.test(key)) throw notFound('Not Found');
      const recipe = finder.findFirst(
        'recipe',
        parseFindQuery('recipe', {
          filters: { id: key },
          fields: ['name', 'slug'],
          populate: { recipe_ingredients: { populate: ['recipe_ingredient_quantities'] } },
        }),
      );
      if (!recipe) throw notFound('Not Found');
      return {
        data: ingredientsForGuests(
          recipe.recipe_ingredients as never,
          guests,
          body.deleted === true,
        ),
        meta: { guests },
      };
    }),
  );

  return router;
}
