import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { giftCardTrail } from './gift-card-trail.ts';

// DESIGN §4: the purchase page's BreadcrumbList
export const head: Refine = ({ site }) => ({
  jsonLd: [breadcrumbJsonLd(site, giftCardTrail)],
});
