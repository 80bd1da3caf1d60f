import { routeTable } from '../../../shared/routes.ts';

// The marketing, SEO and city pages with content of their own (ADR 049 and 050) and the gift-card
// landing, by their page folder: the pages the near-duplicate and metadata checks read.

const pagesOfTheirOwn = new Set([
  'seo-landing',
  'city-delivery',
  'thermomix',
  'organic',
  'rebrand',
  'our-box',
  'our-ingredients',
  'our-commitments',
  'home-2025',
  'giftcard-landing',
  'club',
  'marketing',
]);

/** Their paths, in the route table's order. */
export const marketingPaths = routeTable({ brandName: 'Potimarron' })
  .filter((def) => pagesOfTheirOwn.has(def.page))
  .map((def) => def.path);
