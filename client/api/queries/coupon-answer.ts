import * as z from 'zod/mini';

/** GET /discounts/{code}/check's answer (spec §4), parsed when a stored code is checked. */
export const couponAnswer = z.object({
  code: z.string(),
  scope: z.string(),
  discount_type: z.string(),
  value: z.number(),
  max_value: z.nullish(z.number()),
});
