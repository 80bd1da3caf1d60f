import { menuWeekKey, type MenuWeekRecipes } from '../../api/queries/menus.ts';
import { recipeKey, type RecipeDetail } from '../../api/queries/recipe-detail.ts';
import { originsTrail } from '../../metadata/cookbook-trails.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import { socialPicture, type Refine } from '../../metadata/meta-refinement.ts';
import { metaDescription } from '../../../shared/meta-description.ts';
import { originCounts } from './group-origins.ts';

export const head: Refine = ({ params, pathname, queryClient, site }) => {
  const recipe = queryClient.getQueryData<RecipeDetail | null>(recipeKey(params.slug ?? ''));
  const week = queryClient.getQueryData<MenuWeekRecipes | null>(menuWeekKey(Number(params.week)));
  if (!recipe || !week) return {};
  const { card } = recipe;
  const { listed, french, organic } = originCounts(recipe.ingredients);
  return {
    title: `L’origine des ingrédients de «\u00a0${card.name}\u00a0», semaine ${week.week}`,
    description: metaDescription(
      `D’où viennent les ${listed} ingrédients de «\u00a0${card.name}\u00a0» la semaine ${week.week}\u00a0: ${french} de France, ${organic} bio, et qui les produit.`,
    ),
    // the same habitual origins for every week the recipe is not on the menu: one page to index
    // is the recipe's own, these are near copies of each other
    noindex: !week.recipeSlugs.includes(card.slug),
    image: card.cover ? socialPicture(card.cover) : undefined,
    jsonLd: [breadcrumbJsonLd(site, originsTrail(card, pathname))],
  };
};
