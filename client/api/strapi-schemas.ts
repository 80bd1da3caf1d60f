import * as z from 'zod/mini';

// Strapi's shapes shared by several answers. The schemas are loaded with the calls that parse
// them, not with the pages (ADR 017): zod stays out of the JavaScript that hydrates a page.

const format = z.object({ url: z.string(), width: z.number(), height: z.number() });

export const strapiMedia = z.object({
  url: z.string(),
  alternativeText: z.nullish(z.string()),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
  formats: z.nullish(z.record(z.string(), format)),
});

export const strapiPagination = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

export const listMeta = z.object({ pagination: strapiPagination });
