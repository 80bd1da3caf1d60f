import type { ApiClient } from '../../api/api-client.ts';
import { faqPageQuery } from '../../api/queries/faq.ts';
import { siteOriginOf, type SiteSettings } from '../../app/site-settings.tsx';

// The help centre's subsection on gift cards (« Codes promo et cartes cadeaux » › « Cartes
// cadeaux »): the page shows its questions, read as /faq/{section}/{subsection} reads them,
// so that the two share one query and the answers are written once, in the CMS.
export const giftCardFaqSegments = ['codes-promo-et-cartes-cadeaux', 'cartes-cadeaux'];

export const giftCardFaqQuery = (api: ApiClient, site: Pick<SiteSettings, 'publicSiteUrl'>) =>
  faqPageQuery(api, giftCardFaqSegments, siteOriginOf(site));
