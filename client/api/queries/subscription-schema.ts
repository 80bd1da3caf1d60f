import * as z from 'zod/mini';

// GET /users/me with its subscriptions or its loyalty (spec §7, product-api README), parsed
// where fetched: the fields the subscriber's pages read.

const setting = z.object({
  quantity: z.number(),
  recipe_count: z.number(),
  healthy: z.boolean(),
  speedy: z.boolean(),
  vegetarian: z.boolean(),
  no_pork: z.boolean(),
  no_fish: z.boolean(),
});

export const userWithSubscriptions = z.object({
  id: z.number(),
  email: z.string(),
  subscriptions: z.array(
    z.object({
      funnel_completed: z.boolean(),
      suspended: z.boolean(),
      paused: z.boolean(),
      suspended_date: z.nullable(z.string()),
      paused_date: z.nullable(z.string()),
      subscription_setting: setting,
    }),
  ),
});

export const userWithLoyalty = z.object({
  loyalty: z.nullish(
    z.object({ vip_tier_name: z.nullable(z.string()), points: z.optional(z.number()) }),
  ),
});
