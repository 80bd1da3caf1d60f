import type { RecipeDetail } from '../api/queries/recipes.ts';
import { recipeKey } from '../api/queries/recipes.ts';
import { paged, pageNumber, socialPicture, type PageRefinements } from './meta-refinement.ts';

/** Metadata of the catalogue's pages (issue 5). */
export const catalogueMeta: PageRefinements = {
  recipe({ params, queryClient }) {
    const recipe = queryClient.getQueryData<RecipeDetail | null>(recipeKey(params.slug ?? ''));
    if (!recipe) return {};
    const cover = recipe.card.cover;
    return {
      title: recipe.name,
      description: recipe.description,
      image: cover ? socialPicture(cover) : undefined,
    };
  },
  cookbook: ({ def, params }) => ({ title: paged(def.title, pageNumber(params)) }),
  'cookbook-list': ({ def, params }) => ({ title: paged(def.title, pageNumber(params)) }),
};
