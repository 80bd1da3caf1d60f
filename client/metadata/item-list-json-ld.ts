import type { SiteSettings } from '../app/site-settings.tsx';
import type { JsonLd } from './json-ld.ts';

// DESIGN §4: ItemList on lists. Google's « summary page » form: each ListItem has its position
// and the URL of the page that describes the item.

export interface ListedItem {
  name: string;
  path: string;
}

/** `firstPosition`: a second page of 20 starts at 21, so positions stay unique across pages. */
export function itemListJsonLd(
  site: SiteSettings,
  name: string,
  items: readonly ListedItem[],
  firstPosition = 1,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: item.name,
      url: `${site.publicSiteUrl}${item.path}`,
    })),
  };
}
