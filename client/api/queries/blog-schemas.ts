import * as z from 'zod/mini';
import { listMeta, strapiMedia } from '../strapi-schemas.ts';

// The blog as the product API answers it (parsed where it is fetched).

export const articleEntry = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  seo_title: z.nullish(z.string()),
  seo_description: z.nullish(z.string()),
  excerpt: z.string(),
  text: z.optional(z.string()),
  status: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  cover: z.nullish(strapiMedia),
  blog_categories: z.array(z.object({ name: z.string(), slug: z.string() })),
});

export const listAnswer = z.object({ data: z.array(articleEntry), meta: listMeta });
export const articleAnswer = z.object({ data: articleEntry });

export const blogCategory = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});
export const categoryAnswer = z.object({
  data: z.array(articleEntry),
  meta: z.extend(listMeta, { category: blogCategory }),
});
