import { recipeKey, type RecipeDetail } from '../../api/queries/recipe-detail.ts';
import { originsTrail } from '../../metadata/cookbook-trails.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import { socialPicture, type Refine } from '../../metadata/meta-refinement.ts';

export const head: Refine = ({ params, pathname, queryClient, site }) => {
  const recipe = queryClient.getQueryData<RecipeDetail | null>(recipeKey(params.slug ?? ''));
  if (!recipe) return {};
  const { card } = recipe;
  return {
    image: card.cover ? socialPicture(card.cover) : undefined,
    jsonLd: [breadcrumbJsonLd(site, originsTrail(card, pathname))],
  };
};
