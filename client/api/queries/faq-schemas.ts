import * as z from 'zod/mini';

// The help centre as the product API answers it (parsed where it is fetched).

const articleEntry = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  content: z.optional(z.string()),
});
export const subsectionEntry = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  faq_articles: z.optional(z.array(articleEntry)),
});
export const sectionEntry = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  faq_subsections: z.array(subsectionEntry),
});
export const sectionsAnswer = z.object({ data: z.array(sectionEntry) });
