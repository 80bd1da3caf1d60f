import { recipeKey, type RecipeDetail } from '../../api/queries/recipe-detail.ts';
import { recipeTrail } from '../../metadata/cookbook-trails.ts';
import { derivedOnce } from '../../metadata/derived-once.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import { socialPicture, type Refine } from '../../metadata/meta-refinement.ts';
import { recipeJsonLd } from '../../metadata/recipe-json-ld.ts';

export const head: Refine = ({ params, pathname, queryClient, site }) => {
  const recipe = queryClient.getQueryData<RecipeDetail | null>(recipeKey(params.slug ?? ''));
  if (!recipe) return {};
  const { card } = recipe;
  return {
    title: card.name,
    description: recipe.description,
    image: card.cover ? socialPicture(card.cover) : undefined,
    // spec §5: the cookbook, its suggestions and the sitemap leave out a recipe without a
    // cover; its page still answers whoever has its address, search engines do not list it
    noindex: !card.cover,
    jsonLd: derivedOnce(recipe, `recipe ${site.publicSiteUrl}${pathname}`, () => [
      recipeJsonLd(site, recipe, pathname),
      breadcrumbJsonLd(site, recipeTrail(card)),
    ]),
  };
};
