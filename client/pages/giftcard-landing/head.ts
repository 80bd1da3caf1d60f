import { faqPageKey } from '../../api/queries/faq.ts';
import { giftCardProductJsonLd } from '../../metadata/gift-card-json-ld.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { cachedQuestions, questionsJsonLd } from '../../metadata/showcase-json-ld.ts';
import { giftCardFaqSegments } from './gift-card-faq.ts';
import { giftCardLandingTrail } from './giftcard-landing-trail.ts';

// DESIGN §4: the gift card as a Product with its offers, where the page sits, and a FAQPage for
// the help centre's questions it shows
export const head: Refine = ({ def, pathname, site, queryClient }) => {
  const questions = cachedQuestions(queryClient, faqPageKey(giftCardFaqSegments));
  return {
    jsonLd: [
      giftCardProductJsonLd(site, `${site.publicSiteUrl}${pathname}`),
      breadcrumbJsonLd(site, giftCardLandingTrail(def)),
      ...(questions.length ? [questionsJsonLd(site, pathname, questions)] : []),
    ],
  };
};
