import type { QueryClient } from '@tanstack/react-query';
import type { FaqPage, FaqQuestion } from '../api/queries/faq.ts';
import type { RecipeCard } from '../api/queries/recipes.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import { itemListJsonLd } from './item-list-json-ld.ts';
import type { JsonLd } from './json-ld.ts';

// DESIGN §4 for the marketing pages of their own (ADR 050): an ItemList per recipe row, a FAQPage
// where questions are shown (plain-text answers, DESIGN §12).

export function recipeRowJsonLd(site: SiteSettings, name: string, recipes: readonly RecipeCard[]) {
  return itemListJsonLd(
    site,
    name,
    recipes.map((recipe) => ({ name: recipe.name, path: `/recettes/${recipe.slug}` })),
  );
}

export function questionsJsonLd(
  site: SiteSettings,
  path: string,
  questions: readonly Pick<FaqQuestion, 'title' | 'plainText'>[],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: `${site.publicSiteUrl}${path}`,
    inLanguage: 'fr-FR',
    mainEntity: questions.map((question) => ({
      '@type': 'Question',
      name: question.title,
      acceptedAnswer: { '@type': 'Answer', text: question.plainText },
    })),
  };
}

/** The questions of a help-centre subsection in the cache, or none. */
export function cachedQuestions(queryClient: QueryClient, key: readonly unknown[]): FaqQuestion[] {
  const page = queryClient.getQueryData<FaqPage | null>(key);
  return page?.kind === 'subsection' ? page.subsection.questions : [];
}
