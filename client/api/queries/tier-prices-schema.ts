import * as z from 'zod/mini';

// The recipe tiers' prices as the product API answers GET /options-prices (parsed where fetched).

export const tierPricesAnswer = z.object({
  data: z.array(
    z.object({
      guests: z.number(),
      price: z.number(),
      generic_product: z.nullable(z.object({ tier: z.nullish(z.string()) })),
    }),
  ),
});
