import * as z from 'zod/mini';
import { listMeta, strapiMedia } from '../strapi-schemas.ts';

// A recipe as the cookbook lists it, as the product API answers it (parsed where it is fetched).

const category = z.object({ name: z.string(), slug: z.string() });

export const recipeCardEntry = z.object({
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

export const cookbookAnswer = z.object({ data: z.array(recipeCardEntry), meta: listMeta });
