import { z } from 'zod';
import { boxGuests, gridPrice } from '../catalogue/welcome-offer-grid.ts';
import { preferenceNames } from '../users/subscription-entry.ts';

// DECISIONS "Welcome offer": guests 2, 4, 6 or 8, and a dish count (guests × recipes) that the
// grid prices, 4 to 32 and even. The same refusals for the funnel's subscription and for the
// subscriber changing theirs (README « Funnel », « Subscriber's subscription »).

export const quantityField = z
  .number({ error: 'quantity (guests) must be 2, 4, 6 or 8' })
  .refine((guests) => boxGuests.includes(guests as 2), {
    message: 'quantity (guests) must be 2, 4, 6 or 8',
  });

export const recipeCountField = z
  .number({ error: 'recipe_count must be a whole number of recipes' })
  .int({ error: 'recipe_count must be a whole number of recipes' })
  .min(1, { error: 'recipe_count must be at least 1' });

export const preferencesField = z.array(z.enum(preferenceNames)).max(preferenceNames.length);

export const gridMessage = 'quantity × recipe_count must be an even number of dishes from 4 to 32';

export const inGrid = ({ quantity, recipe_count }: { quantity: number; recipe_count: number }) =>
  gridPrice(quantity, recipe_count) !== undefined;
