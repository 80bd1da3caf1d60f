import type { CityPage } from '../../shared/city-pages.ts';
import type { RecipeRow } from '../../shared/recipe-rows.ts';
import type { RecipeCard } from '../api/queries/recipes.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import { recipeItems } from './cookbook-json-ld.ts';
import { itemListJsonLd } from './item-list-json-ld.ts';
import type { JsonLd } from './json-ld.ts';

// The structured data of the SEO and city pages (DESIGN §4, ADR 049): an ItemList per recipe
// row, a FAQPage for a page's own questions, and for a city the business serving it.

export const rowsJsonLd = (
  site: SiteSettings,
  rows: readonly RecipeRow<{ title: string }, RecipeCard>[],
): JsonLd[] => rows.map((row) => itemListJsonLd(site, row.section.title, recipeItems(row.recipes)));

/** The page's own questions, in plain text (DESIGN §12: allowed, no rich result). */
export function questionsJsonLd(
  url: string,
  questions: readonly { question: string; answer: string }[],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: 'fr-FR',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/**
 * The brand's delivery of the city and the towns around it: a Service its Organization provides
 * (no LocalBusiness: it has no place of its own there, and Google asks a LocalBusiness for its
 * address).
 */
export function cityBusinessJsonLd(site: SiteSettings, city: CityPage): JsonLd {
  const url = `${site.publicSiteUrl}/${city.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#livraison`,
    name: `${site.brandName} – ${city.city}`,
    serviceType: 'Livraison de paniers repas à cuisiner',
    url,
    description: city.description,
    provider: { '@id': `${site.publicSiteUrl}/#organization` },
    areaServed: [city.city, ...city.nearbyTowns].map((name) => ({ '@type': 'City', name })),
  };
}
