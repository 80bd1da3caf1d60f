import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import type { GiftCardAnswer } from './gift-card-action.ts';
import { giftCardStepTitle } from './gift-card-steps.ts';
import { giftCardTrail } from './gift-card-trail.ts';

// DESIGN §4: the purchase page's BreadcrumbList; once a step is posted, its title names it
export const head: Refine = ({ def, site, answer }) => ({
  ...(answer ? { title: giftCardStepTitle(def.title, answer as GiftCardAnswer) } : {}),
  jsonLd: [breadcrumbJsonLd(site, giftCardTrail)],
});
