import * as z from 'zod/mini';

// The product API's orders (README « Funnel »), parsed at the boundary (STYLE 6).

/** GET /orders: the customer's orders, without their recipes, delivery nor price. */
export const ordersAnswer = z.object({
  data: z.array(
    z.object({
      documentId: z.string(),
      reference: z.string(),
      is_first: z.boolean(),
      paid_at: z.nullable(z.string()),
    }),
  ),
});

/** GET /orders/{id}: a first order with what the funnel recorded. */
export const orderAnswer = z.object({
  data: z.object({
    documentId: z.string(),
    reference: z.string(),
    is_first: z.boolean(),
    delivery_date: z.string(),
    slot: z.object({ start: z.string(), end: z.string() }),
    guests: z.number(),
    recipe_count: z.number(),
    paid_at: z.nullable(z.string()),
    /** the ISO week of the menu its recipes are from (null before the funnel) */
    week: z.nullable(z.number()),
    recipes: z.array(
      z.object({ id: z.number(), name: z.string(), tier: z.string(), supplement: z.number() }),
    ),
    delivery: z.nullable(
      z.object({
        first_name: z.string(),
        last_name: z.string(),
        address_line1: z.string(),
        address_line2: z.nullish(z.string()),
        postcode: z.string(),
        city: z.string(),
        phone: z.string(),
        instructions: z.nullish(z.string()),
      }),
    ),
    price: z.nullable(
      z.object({
        recipes: z.number(),
        supplements: z.number(),
        subtotal: z.number(),
        coupon_code: z.nullable(z.string()),
        coupon_discount: z.number(),
        gift_card_deduction: z.number(),
        total: z.number(),
      }),
    ),
  }),
});

export type OrderAnswer = z.infer<typeof orderAnswer>['data'];
