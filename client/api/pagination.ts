import * as z from 'zod/mini';

export const strapiPagination = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

export type Pagination = z.infer<typeof strapiPagination>;

export const listMeta = z.object({ pagination: strapiPagination });
