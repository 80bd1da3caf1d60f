import { faqPageKey } from '../../api/queries/faq.ts';
import { sourcedRecipesKey, type SourcedRecipe } from '../../api/queries/sourced-recipes.ts';
import { marketingHead } from '../../components/marketing/marketing-head.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import {
  cachedQuestions,
  questionsJsonLd,
  recipeRowJsonLd,
} from '../../metadata/showcase-json-ld.ts';
import { organicFaqs, organicPageOf, rowTitles } from './organic-content.ts';
import { organicPool, organicRecipesFor } from './organic-pool.ts';

// DESIGN §4: the page's recipe row as an ItemList, the questions it shows as a FAQPage
export const head: Refine = (input) => {
  const { site, def, queryClient } = input;
  const page = organicPageOf(def.name);
  const pool = queryClient.getQueryData<SourcedRecipe[]>(sourcedRecipesKey(organicPool)) ?? [];
  const questions = cachedQuestions(queryClient, faqPageKey(organicFaqs[page].segments));
  return {
    jsonLd: [
      ...(marketingHead(input).jsonLd ?? []),
      recipeRowJsonLd(site, rowTitles[page], organicRecipesFor(pool, page)),
      ...(questions.length ? [questionsJsonLd(site, def.path, questions)] : []),
    ],
  };
};
