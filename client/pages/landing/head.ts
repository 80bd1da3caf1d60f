import { landingContentKey } from '../../../shared/landing-content-key.ts';
import { canonicalPath } from '../../../shared/match-route.ts';
import { markdownNodesText } from '../../../shared/markdown-text.ts';
import { landingContentQueryKey, type LandingContent } from '../../api/queries/landing-content.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { questionsJsonLd } from '../../metadata/seo-json-ld.ts';
import { hasContentInCode } from './landing-variant.ts';

export const head: Refine = ({ def, pathname, queryClient, site }) => {
  const content = hasContentInCode(def)
    ? null
    : queryClient.getQueryData<LandingContent | null>(
        landingContentQueryKey(landingContentKey(pathname)),
      );
  // DECISIONS « Static contents »: the CMS's page title is its key's page's (/generique for
  // landing-generique); the variants keep their route's own, so that no two pages share one
  const own = def.name !== 'landing_market_main';
  // ADR 040: box settings only pre-set the configurator, the page is the landing's own
  const canonical = canonicalPath({ def, params: {} }, pathname);
  return {
    ...(content?.pageTitle && !own ? { title: content.pageTitle } : {}),
    canonicalPath: canonical,
    // a FAQPage for the questions of the CMS's content (ADR 049)
    ...(content && content.faq.length > 0
      ? {
          jsonLd: [
            questionsJsonLd(
              `${site.publicSiteUrl}${canonical}`,
              content.faq.map(({ question, answer }) => ({
                question,
                answer: markdownNodesText(answer),
              })),
            ),
          ],
        }
      : {}),
  };
};
