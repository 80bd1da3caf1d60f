import { landingContentKey } from '../../../shared/landing-content-key.ts';
import { canonicalPath } from '../../../shared/match-route.ts';
import { markdownNodesText } from '../../../shared/markdown-text.ts';
import { landingContentQueryKey, type LandingContent } from '../../api/queries/landing-content.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { questionsJsonLd } from '../../metadata/seo-json-ld.ts';
import { landingFallback } from './landing-fallback.ts';
import { hasContentInCode } from './landing-variant.ts';
import { welcomeLandingContent } from './welcome-landing-content.ts';

export const head: Refine = ({ def, pathname, queryClient, site }) => {
  const content = hasContentInCode(def)
    ? null
    : queryClient.getQueryData<LandingContent | null>(
        landingContentQueryKey(landingContentKey(pathname)),
      );
  // the content the page draws (landing-page.tsx)
  const shown = hasContentInCode(def)
    ? welcomeLandingContent
    : (content ?? landingFallback(def.title));
  // DECISIONS « Static contents »: the CMS's page title is its key's page's (/generique for
  // landing-generique); the variants keep their route's own, so that no two pages share one
  const own = def.name !== 'landing_market_main';
  // ADR 040: box settings only pre-set the configurator, the page is the landing's own
  const canonical = canonicalPath({ def, params: {} }, pathname);
  return {
    ...(content?.pageTitle && !own ? { title: content.pageTitle } : {}),
    canonicalPath: canonical,
    // a FAQPage for the page's own questions (ADR 049)
    ...(shown.faq.length > 0
      ? {
          jsonLd: [
            questionsJsonLd(
              `${site.publicSiteUrl}${canonical}`,
              shown.faq.map(({ question, answer }) => ({
                question,
                answer: markdownNodesText(answer),
              })),
            ),
          ],
        }
      : {}),
  };
};
