import { organicRecipesOf } from '../../../shared/organic-recipes.ts';
import { sourcedRecipesKey, type SourcedRecipe } from '../../api/queries/sourced-recipes.ts';
import { claims } from '../../components/marketing/claims.ts';
import { marketingHead } from '../../components/marketing/marketing-head.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { recipeRowJsonLd } from '../../metadata/showcase-json-ld.ts';
import { organicPool } from '../organic/organic-pool.ts';

export const head: Refine = (input) => {
  const pool =
    input.queryClient.getQueryData<SourcedRecipe[]>(sourcedRecipesKey(organicPool)) ?? [];
  return {
    jsonLd: [
      ...(marketingHead(input).jsonLd ?? []),
      recipeRowJsonLd(
        input.site,
        `Les ${claims.organicRecipesPerWeek} recettes bio de la nouvelle box`,
        organicRecipesOf(pool, claims.organicRecipesPerWeek),
      ),
    ],
  };
};
