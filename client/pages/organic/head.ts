import { organicRecipesOf } from '../../../shared/organic-recipes.ts';
import { faqPageKey } from '../../api/queries/faq.ts';
import { sourcedRecipesKey, type SourcedRecipe } from '../../api/queries/sourced-recipes.ts';
import { marketingHead } from '../../components/marketing/marketing-head.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import {
  cachedQuestions,
  questionsJsonLd,
  recipeRowJsonLd,
} from '../../metadata/showcase-json-ld.ts';
import { boxQuestions, organicFaq, organicPageOf, rowTitles } from './organic-content.ts';
import { organicPool, organicSlices } from './organic-pool.ts';

export const head: Refine = (input) => {
  const { site, def, queryClient } = input;
  const page = organicPageOf(def.name);
  const pool = queryClient.getQueryData<SourcedRecipe[]>(sourcedRecipesKey(organicPool)) ?? [];
  const [from, to] = organicSlices[page];
  const questions =
    page === 'bio'
      ? cachedQuestions(queryClient, faqPageKey(organicFaq))
      : page === 'box_repas_bio'
        ? boxQuestions
        : [];
  return {
    jsonLd: [
      ...(marketingHead(input).jsonLd ?? []),
      recipeRowJsonLd(site, rowTitles[page], organicRecipesOf(pool, to).slice(from)),
      ...(questions.length ? [questionsJsonLd(site, def.path, questions)] : []),
    ],
  };
};
