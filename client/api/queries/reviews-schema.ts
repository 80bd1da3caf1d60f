import * as z from 'zod/mini';

// The customer-reviews service's cache file, as it is written (parsed where it is fetched).

export const reviewsFile = z.array(
  z.object({
    id: z.number(),
    rate: z.number(),
    title: z.string(),
    content: z.string(),
    author: z.string(),
    city: z.string(),
    publish_date: z.string(),
    verified: z.optional(z.boolean()),
  }),
);
