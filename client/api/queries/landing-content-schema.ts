import * as z from 'zod/mini';
import { frenchSpacing } from '../../../shared/french-typography.ts';
import { markdownBody } from '../markdown-body.ts';
import { illustrationPicture } from '../picture.ts';
import type { LandingContent } from './landing-content.ts';

// A landing's static content as the product API answers it (parsed where it is fetched). Lists
// the CMS left empty are empty here: the page leaves their section out.

export const staticContentsAnswer = z.object({ data: z.array(z.unknown()) });

const illustration = z.nullish(z.string());

export const landingEntry = z.object({
  title: z.string(),
  pageTitle: z.nullish(z.string()),
  faq: z.nullish(z.array(z.object({ label: z.string(), details: z.string() }))),
  testimonials: z.nullish(
    z.array(z.object({ label: z.string(), avatar: illustration, content: z.string() })),
  ),
  firstSlidesLRS: z.nullish(
    z.object({
      title: z.nullish(z.string()),
      items: z.array(z.object({ icon: illustration, text: z.string() })),
    }),
  ),
  whySimplifiedSection: z.nullish(
    z.array(z.object({ img: illustration, caption: z.string(), captionTitle: z.string() })),
  ),
  products: z.nullish(
    z.array(z.object({ name: z.string(), description: z.nullish(z.string()), icon: illustration })),
  ),
});

/**
 * The entry in the page's words. Plain texts get French spacing before « : ; ? ! % € » as the
 * CMS bodies do (shared/markdown.ts); answers and testimonials are markdown, drawn from the
 * allowed element tree (ADR 015): any HTML in them stays text. Pictures are decoration beside
 * a text that says it all (empty alt).
 */
export async function landingContentOf(
  entry: z.infer<typeof landingEntry>,
  siteOrigin: string,
): Promise<LandingContent> {
  const [faq, testimonials] = await Promise.all([
    Promise.all(
      (entry.faq ?? []).map(async (item) => ({
        question: frenchSpacing(item.label),
        answer: await markdownBody(item.details, siteOrigin),
      })),
    ),
    Promise.all(
      (entry.testimonials ?? []).map(async (item) => ({
        author: frenchSpacing(item.label),
        avatar: illustrationPicture(item.avatar, ''),
        quote: await markdownBody(item.content, siteOrigin),
      })),
    ),
  ]);
  return {
    title: frenchSpacing(entry.title),
    pageTitle: entry.pageTitle ? frenchSpacing(entry.pageTitle) : null,
    firstSlides: {
      title: entry.firstSlidesLRS?.title ? frenchSpacing(entry.firstSlidesLRS.title) : null,
      items: (entry.firstSlidesLRS?.items ?? []).map((item) => ({
        icon: illustrationPicture(item.icon, ''),
        text: frenchSpacing(item.text),
      })),
    },
    whySimplified: (entry.whySimplifiedSection ?? []).map((item) => ({
      picture: illustrationPicture(item.img, ''),
      title: frenchSpacing(item.captionTitle),
      caption: frenchSpacing(item.caption),
    })),
    products: (entry.products ?? []).map((item) => ({
      name: frenchSpacing(item.name),
      description: frenchSpacing(item.description ?? ''),
      icon: illustrationPicture(item.icon, ''),
    })),
    testimonials,
    faq,
  };
}
