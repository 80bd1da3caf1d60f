import * as z from 'zod/mini';
import { listMeta } from '../strapi-schemas.ts';
import { recipeCardEntry } from './recipe-card-schema.ts';

// The answers the SEO and city pages read (ADR 049), parsed where they are fetched.

export const organicCardsAnswer = z.object({
  data: z.array(
    z.extend(recipeCardEntry, {
      recipe_ingredients: z.array(
        z.object({ organic: z.boolean(), pantry: z.boolean(), origin: z.nullable(z.string()) }),
      ),
    }),
  ),
  meta: listMeta,
});
