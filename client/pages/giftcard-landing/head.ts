import { giftCardProductJsonLd } from '../../metadata/gift-card-json-ld.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { giftCardLandingTrail } from './giftcard-landing-trail.ts';

// DESIGN §4: the gift card as a Product with its offers, and where the page sits (the help
// centre's questions it shows are marked up on their answer pages only, ADR 050)
export const head: Refine = ({ def, pathname, site }) => ({
  jsonLd: [
    giftCardProductJsonLd(site, `${site.publicSiteUrl}${pathname}`),
    breadcrumbJsonLd(site, giftCardLandingTrail(def)),
  ],
});
