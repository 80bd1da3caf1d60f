import { sourcedRecipesKey, type SourcedRecipe } from '../../api/queries/sourced-recipes.ts';
import { marketingHead } from '../../components/marketing/marketing-head.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { recipeRowJsonLd } from '../../metadata/showcase-json-ld.ts';
import { thermomixRecipes, thermomixRowTitle } from './thermomix-content.ts';

export const head: Refine = (input) => {
  const { site, queryClient } = input;
  const recipes =
    queryClient.getQueryData<SourcedRecipe[]>(sourcedRecipesKey(thermomixRecipes)) ?? [];
  return {
    jsonLd: [
      ...(marketingHead(input).jsonLd ?? []),
      recipeRowJsonLd(site, thermomixRowTitle, recipes),
    ],
  };
};
