import { cookbookKey, type CookbookPage } from '../../api/queries/recipes.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { recipeRowJsonLd } from '../../metadata/showcase-json-ld.ts';
import { weekRowTitle } from './home-2025-content.ts';

// the same key as latestRecipesQuery: the six newest of the cookbook
const latestKey = cookbookKey({ page: 1, pageSize: 6 });

export const head: Refine = ({ site, queryClient }) => {
  const page = queryClient.getQueryData<CookbookPage>(latestKey);
  return { jsonLd: [recipeRowJsonLd(site, weekRowTitle, page?.recipes ?? [])] };
};
