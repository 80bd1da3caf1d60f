import * as z from 'zod/mini';
import { strapiMedia } from '../strapi-schemas.ts';

// The subscriber's orders as the product API answers GET /orders?populate=recipes (README
// "Orders"), parsed where fetched.

const boxRecipe = z.object({
  name: z.string(),
  slug: z.string(),
  cover: z.nullish(strapiMedia),
});

export const ordersAnswer = z.object({
  data: z.array(
    z.object({
      documentId: z.string(),
      reference: z.string(),
      is_first: z.boolean(),
      status: z.string(),
      delivery_date: z.string(),
      slot: z.object({ start: z.string(), end: z.string() }),
      change_deadline: z.string(),
      can_suspend: z.boolean(),
      can_reactivate: z.boolean(),
      guests: z.number(),
      recipe_count: z.number(),
      recipes: z.optional(z.array(boxRecipe)),
    }),
  ),
});
