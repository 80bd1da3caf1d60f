import * as z from 'zod/mini';
import { frenchTypography } from '../../../shared/french-typography.ts';

// The help centre as the product API answers it (parsed where it is fetched).

/** A title typed into the CMS with ordinary spaces, set in French typography (DECISIONS, « Copy »). */
export const cmsTitle = z.pipe(z.string(), z.transform(frenchTypography));

const articleEntry = z.object({
  id: z.number(),
  title: cmsTitle,
  slug: z.string(),
  content: z.optional(z.string()),
});
export const subsectionEntry = z.object({
  id: z.number(),
  title: cmsTitle,
  slug: z.string(),
  faq_articles: z.optional(z.array(articleEntry)),
});
export const sectionEntry = z.object({
  id: z.number(),
  title: cmsTitle,
  slug: z.string(),
  faq_subsections: z.array(subsectionEntry),
});
export const sectionsAnswer = z.object({ data: z.array(sectionEntry) });
