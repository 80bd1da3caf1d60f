import { sourcedRecipesKey, type SourcedRecipe } from '../../api/queries/sourced-recipes.ts';
import { marketingHead } from '../../components/marketing/marketing-head.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { recipeRowJsonLd } from '../../metadata/showcase-json-ld.ts';
import { organicPageOf, rowTitles } from './organic-content.ts';
import { organicPool, organicRecipesFor } from './organic-pool.ts';

// DESIGN §4: the page's recipe row as an ItemList (its help-centre questions: ADR 050)
export const head: Refine = (input) => {
  const { site, def, queryClient } = input;
  const page = organicPageOf(def.name);
  const pool = queryClient.getQueryData<SourcedRecipe[]>(sourcedRecipesKey(organicPool)) ?? [];
  return {
    jsonLd: [
      ...(marketingHead(input).jsonLd ?? []),
      recipeRowJsonLd(site, rowTitles[page], organicRecipesFor(pool, page)),
    ],
  };
};
