import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { excludedFaqSectionId, faqSectionsPageSize, isShownSection } from '../../../shared/faq.ts';
import { frenchTypography } from '../../../shared/french-typography.ts';
import { markdownPlainText } from '../../../shared/markdown-text.ts';
import type { ApiClient } from '../api-client.ts';
import { markdownBody, type MarkdownBody } from '../markdown-body.ts';
import type { sectionEntry, subsectionEntry } from './faq-schemas.ts';

export type FaqSection = z.infer<typeof sectionEntry>;

const byPosition = ['position:asc', 'id:asc'];

/** The help centre's sections with their subsections and article titles (section 10 left out). */
export const faqSectionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['faq-sections'],
    queryFn: async (): Promise<FaqSection[]> => {
      const [{ sectionsAnswer }, body] = await Promise.all([
        import('./faq-schemas.ts'),
        api.get('/faq-sections', {
          filters: { id: { $ne: excludedFaqSectionId } },
          sort: byPosition,
          pagination: { page: 1, pageSize: faqSectionsPageSize },
          populate: {
            faq_subsections: {
              sort: byPosition,
              populate: { faq_articles: { fields: ['title', 'slug'], sort: byPosition } },
            },
          },
        }),
      ]);
      return sectionsAnswer.parse(body).data.filter(isShownSection);
    },
  });

export interface FaqRef {
  title: string;
  slug: string;
}
export interface FaqQuestion extends FaqRef {
  /** the untrusted markdown answer, parsed (client/api/markdown-body.ts) */
  body: MarkdownBody;
  /** its words without marks, for the FAQPage structured data */
  plainText: string;
}
export interface FaqSubsection extends FaqRef {
  questions: FaqQuestion[];
}

export type FaqPage =
  | { kind: 'section'; section: FaqRef; subsections: FaqSubsection[] }
  | { kind: 'subsection'; section: FaqRef; subsection: FaqSubsection }
  | { kind: 'article'; section: FaqRef; subsection: FaqSubsection; article: FaqQuestion };

const slugPattern = /^[a-z0-9-]{1,120}$/;

/** The slugs of /faq/{section}[/{subsection}[/{article}]] (the route's `*` parameter). */
export const faqSegments = (splat: string | undefined) => (splat ?? '').split('/');

const subsectionOf = async (
  entry: z.infer<typeof subsectionEntry>,
  siteOrigin: string,
): Promise<FaqSubsection> => ({
  title: entry.title,
  slug: entry.slug,
  questions: await Promise.all(
    (entry.faq_articles ?? []).map(async (article) => ({
      title: article.title,
      slug: article.slug,
      body: await markdownBody(article.content ?? '', siteOrigin),
      plainText: frenchTypography(markdownPlainText(article.content ?? '')),
    })),
  ),
});

/** What /faq/{slug+} shows, or null when the path leads nowhere (a 404). */
export const faqPageKey = (segments: string[]) => ['faq-page', ...segments];

export const faqPageQuery = (api: ApiClient, segments: string[], siteOrigin: string) =>
  queryOptions({
    queryKey: faqPageKey(segments),
    queryFn: async (): Promise<FaqPage | null> => {
      if (segments.length < 1 || segments.length > 3 || !segments.every((s) => slugPattern.test(s)))
        return null;
      const [sectionSlug, subsectionSlug, articleSlug] = segments;
      const [{ sectionsAnswer }, body] = await Promise.all([
        import('./faq-schemas.ts'),
        api.get('/faq-sections', {
          filters: { slug: { $eq: sectionSlug }, id: { $ne: excludedFaqSectionId } },
          fields: ['title', 'slug'],
          populate: {
            faq_subsections: {
              fields: ['title', 'slug'],
              sort: byPosition,
              filters: subsectionSlug ? { slug: { $eq: subsectionSlug } } : undefined,
              populate: {
                faq_articles: { fields: ['title', 'slug', 'content'], sort: byPosition },
              },
            },
          },
        }),
      ]);
      const answer = sectionsAnswer.parse(body);
      const section = answer.data.find(isShownSection);
      if (!section) return null;
      const sectionRef = { title: section.title, slug: section.slug };
      const subsections = await Promise.all(
        section.faq_subsections.map((entry) => subsectionOf(entry, siteOrigin)),
      );
      if (!subsectionSlug) return { kind: 'section', section: sectionRef, subsections };
      const subsection = subsections.find((s) => s.slug === subsectionSlug);
      if (!subsection) return null;
      if (!articleSlug) return { kind: 'subsection', section: sectionRef, subsection };
      const article = subsection.questions.find((question) => question.slug === articleSlug);
      return article ? { kind: 'article', section: sectionRef, subsection, article } : null;
    },
  });
