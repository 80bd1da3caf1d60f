import { faqPageKey } from '../../api/queries/faq.ts';
import { sourcedRecipesKey, type SourcedRecipe } from '../../api/queries/sourced-recipes.ts';
import { marketingHead } from '../../components/marketing/marketing-head.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import {
  cachedQuestions,
  questionsJsonLd,
  recipeRowJsonLd,
} from '../../metadata/showcase-json-ld.ts';
import { thermomixFaq, thermomixRecipes, thermomixRowTitle } from './thermomix-content.ts';

export const head: Refine = (input) => {
  const { site, def, queryClient } = input;
  const recipes =
    queryClient.getQueryData<SourcedRecipe[]>(sourcedRecipesKey(thermomixRecipes)) ?? [];
  const questions = cachedQuestions(queryClient, faqPageKey(thermomixFaq));
  return {
    jsonLd: [
      ...(marketingHead(input).jsonLd ?? []),
      recipeRowJsonLd(site, thermomixRowTitle, recipes),
      ...(questions.length ? [questionsJsonLd(site, def.path, questions)] : []),
    ],
  };
};
