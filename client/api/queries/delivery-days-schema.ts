import * as z from 'zod/mini';

// GET /delivery-days?week=N as the product API answers it (README "Funnel"), parsed where fetched.

export const deliveryDaysAnswer = z.object({
  data: z.array(z.object({ date: z.string(), change_deadline: z.string() })),
  meta: z.object({
    slots: z.array(z.object({ start: z.string(), end: z.string() })),
  }),
});
