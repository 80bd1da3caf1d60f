import * as z from 'zod/mini';

/** GET /discounts/add-gift-card/{code}'s answer (spec §7), parsed when a card is checked. */
export const giftCardAnswer = z.object({
  data: z.object({
    code: z.string(),
    value: z.number(),
  }),
});
