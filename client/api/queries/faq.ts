import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '../api-client.ts';

export const faqSectionsPageSize = 99; // spec §9
export const excludedFaqSectionId = 10; // spec §9

const articleEntry = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  content: z.optional(z.string()),
});
const subsectionEntry = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  faq_articles: z.optional(z.array(articleEntry)),
});
const sectionEntry = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  faq_subsections: z.array(subsectionEntry),
});

export type FaqSection = z.infer<typeof sectionEntry>;

/** The help centre's sections with their subsections and article titles (section 10 left out). */
export const faqSectionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['faq-sections'],
    queryFn: async (): Promise<FaqSection[]> => {
      const answer = z.object({ data: z.array(sectionEntry) }).parse(
        await api.get('/faq-sections', {
          filters: { id: { $ne: excludedFaqSectionId } },
          sort: ['position:asc'],
          pagination: { page: 1, pageSize: faqSectionsPageSize },
          populate: {
            faq_subsections: {
              sort: ['position:asc'],
              populate: { faq_articles: { fields: ['title', 'slug'], sort: ['position:asc'] } },
            },
          },
        }),
      );
      return answer.data;
    },
  });

export type FaqPage =
  | { kind: 'section'; section: { title: string; slug: string } }
  | {
      kind: 'subsection';
      section: { title: string; slug: string };
      subsection: { title: string; slug: string };
    }
  | {
      kind: 'article';
      section: { title: string; slug: string };
      subsection: { title: string; slug: string };
      article: { title: string; slug: string; content: string };
    };

const slugPattern = /^[a-z0-9-]{1,120}$/;

/** What /faq/{section}[/{subsection}[/{article}]] shows, or null when the path leads nowhere. */
export const faqPageKey = (segments: string[]) => ['faq-page', ...segments];

export const faqPageQuery = (api: ApiClient, segments: string[]) =>
  queryOptions({
    queryKey: faqPageKey(segments),
    queryFn: async (): Promise<FaqPage | null> => {
      if (segments.length < 1 || segments.length > 3 || !segments.every((s) => slugPattern.test(s)))
        return null;
      const sections = await api.get('/faq-sections', {
        filters: { slug: { $eq: segments[0] }, id: { $ne: excludedFaqSectionId } },
        fields: ['title', 'slug'],
        populate: {
          faq_subsections: {
            fields: ['title', 'slug'],
            filters: segments[1] ? { slug: { $eq: segments[1] } } : undefined,
            populate: segments[2]
              ? { faq_articles: { filters: { slug: { $eq: segments[2] } } } }
              : undefined,
          },
        },
      });
      const section = z.object({ data: z.array(sectionEntry) }).parse(sections).data[0];
      if (!section) return null;
      const sectionRef = { title: section.title, slug: section.slug };
      if (segments.length === 1) return { kind: 'section', section: sectionRef };
      const subsection = section.faq_subsections[0];
      if (!subsection) return null;
      const subsectionRef = { title: subsection.title, slug: subsection.slug };
      if (segments.length === 2)
        return { kind: 'subsection', section: sectionRef, subsection: subsectionRef };
      const article = subsection.faq_articles?.[0];
      if (!article) return null;
      return {
        kind: 'article',
        section: sectionRef,
        subsection: subsectionRef,
        article: { title: article.title, slug: article.slug, content: article.content ?? '' },
      };
    },
  });
