import * as z from 'zod/mini';
import { listMeta, strapiMedia } from '../strapi-schemas.ts';
import { recipeCardEntry } from './recipe-card-schema.ts';

// The answers the marketing pages read (spec §7: reassurance blocks, recipes with the origins of
// their ingredients), parsed where they are fetched.

export const reassuranceAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      text: z.string(),
      image: z.nullish(strapiMedia),
      corners: z.array(z.string()),
    }),
  ),
});

export const sourcedRecipesAnswer = z.object({
  data: z.array(
    z.extend(recipeCardEntry, {
      recipe_ingredients: z.array(
        z.object({
          name: z.string(),
          organic: z.boolean(),
          pantry: z.boolean(),
          origin: z.nullish(z.string()),
          producer: z.nullish(z.string()),
        }),
      ),
    }),
  ),
  meta: listMeta,
});

const category = z.object({ name: z.string() });

export const recipeSectionsAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      position: z.number(),
      active: z.boolean(),
      logo: z.nullish(strapiMedia),
      included_recipe_categories: z.array(category),
      excluded_recipe_categories: z.array(category),
    }),
  ),
});
