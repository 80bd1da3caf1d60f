import { queryOptions } from '@tanstack/react-query';
import { landingContentSlug, type LandingContentKey } from '../../../shared/landing-content-key.ts';
import { logPageProblem } from '../../app/page-problems.ts';
import type { ApiClient } from '../api-client.ts';
import type { MarkdownBody } from '../markdown-body.ts';
import type { Picture } from '../picture.ts';

// A landing page's content (spec §3 « Static content page », §7 GET /static-contents), in the
// site's own words: the page never sees the CMS's field names.

export interface LandingContent {
  /** the page's h1 */
  title: string;
  /** the page's <title> without the brand; null: the route table's */
  pageTitle: string | null;
  /** `firstSlidesLRS`: the few promises shown first; no title: the page's own */
  firstSlides: { title: string | null; items: { icon: Picture | null; text: string }[] };
  /** `whySimplifiedSection` */
  whySimplified: { picture: Picture | null; title: string; caption: string }[];
  products: { name: string; description: string; icon: Picture | null }[];
  /** untrusted CMS text, parsed (client/api/markdown-body.ts) */
  testimonials: { author: string; avatar: Picture | null; quote: MarkdownBody }[];
  faq: { question: string; answer: MarkdownBody }[];
}

export const landingContentQueryKey = (key: LandingContentKey) =>
  ['static-content', landingContentSlug(key)] as const;

/**
 * The static content of a landing's key (spec §7: slug = prefix + key, the first entry), or
 * null when there is none, which spec §8 counts an error: it is logged, and the page draws the
 * content written in its code.
 */
export const landingContentQuery = (api: ApiClient, key: LandingContentKey, siteOrigin: string) =>
  queryOptions({
    queryKey: landingContentQueryKey(key),
    queryFn: async (): Promise<LandingContent | null> => {
      const slug = landingContentSlug(key);
      const [{ staticContentsAnswer, landingEntry, landingContentOf }, body] = await Promise.all([
        import('./landing-content-schema.ts'),
        api.get('/static-contents', { filters: { slug: { $eq: slug } } }),
      ]);
      const first = staticContentsAnswer.parse(body).data[0];
      if (first === undefined) {
        logPageProblem(`Static content with no result: ${slug}`);
        return null;
      }
      const entry = landingEntry.safeParse(first);
      if (!entry.success) {
        logPageProblem(`Static content ${slug} cannot be read: ${entry.error.message}`);
        return null;
      }
      return landingContentOf(entry.data, siteOrigin);
    },
  });
