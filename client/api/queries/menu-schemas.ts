import * as z from 'zod/mini';
import { recipeCardEntry } from './recipe-card-schema.ts';

// The weekly menus as the product API answers them (parsed where they are fetched).

export const weekEntry = z.object({
  year: z.number(),
  week: z.number(),
  starts_on: z.string(),
  menu_details: z.array(
    z.object({
      position: z.number(),
      option_selected: z.boolean(),
      recipe: z.nullable(recipeCardEntry),
    }),
  ),
});
export const planningAnswer = z.object({
  data: z.array(z.extend(weekEntry, { focusWeek: z.boolean() })),
});
export const weekAnswer = z.object({ data: weekEntry });
