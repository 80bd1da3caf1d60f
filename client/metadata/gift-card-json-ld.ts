import {
  giftCardAmounts,
  giftCardPurchasePath,
  giftCardValidityMonths,
} from '../../shared/gift-card.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import type { JsonLd } from './json-ld.ts';

// DESIGN §4: Product/Offer on gift cards. The landing page links to the purchase page rather
// than selling itself, so it is Google's « product snippet » (merchant listings need the page
// where one buys, and a picture): one Product whose AggregateOffer gives the lowest and highest
// amounts (lowPrice and priceCurrency required, highPrice and offerCount recommended), with an
// Offer per amount that leads to the purchase page with that amount chosen.

const inStock = 'https://schema.org/InStock';

export function giftCardProductJsonLd(site: SiteSettings, pageUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `Carte cadeau ${site.brandName}`,
    description: `Des recettes de saison à cuisiner, à offrir\u00a0: la personne qui reçoit la carte choisit ses recettes, ${site.brandName} lui livre les ingrédients frais. Envoyée par e-mail dès le paiement, valable ${giftCardValidityMonths} mois.`,
    brand: { '@type': 'Brand', name: site.brandName },
    url: pageUrl,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: Math.min(...giftCardAmounts),
      highPrice: Math.max(...giftCardAmounts),
      offerCount: giftCardAmounts.length,
      availability: inStock,
      offers: giftCardAmounts.map((amount) => ({
        '@type': 'Offer',
        price: amount,
        priceCurrency: 'EUR',
        availability: inStock,
        url: `${site.publicSiteUrl}${giftCardPurchasePath(amount)}`,
      })),
    },
  };
}
