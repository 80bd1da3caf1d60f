import { cookbookListByPath } from '../../shared/cookbook-lists.ts';
import { guestChefBySlug } from '../../shared/guest-chefs.ts';
import { menuFocusQuery, menuPlanningKey, type MenuPlanning } from '../api/queries/menus.ts';
import { recipeKey, type RecipeDetail } from '../api/queries/recipe-detail.ts';
import {
  cookbookKey,
  type CookbookPage,
  cookbookPageSize,
  guestChefRecipeCount,
} from '../api/queries/recipes.ts';
import { cookbookJsonLd, recipeItems } from './cookbook-json-ld.ts';
import { derivedOnce } from './derived-once.ts';
import { homeCrumb, originsTrail, recipeTrail } from './cookbook-trails.ts';
import { itemListJsonLd } from './item-list-json-ld.ts';
import { breadcrumbJsonLd } from './json-ld.ts';
import { paged, pageNumber, socialPicture, type PageRefinements } from './meta-refinement.ts';
import { recipeJsonLd } from './recipe-json-ld.ts';

// Metadata of the catalogue's pages (issue 5): titles refined by their data, and structured
// data read from the same query cache the page renders from.

export const catalogueMeta: PageRefinements = {
  recipe({ params, pathname, queryClient, site }) {
    const recipe = queryClient.getQueryData<RecipeDetail | null>(recipeKey(params.slug ?? ''));
    if (!recipe) return {};
    const { card } = recipe;
    return {
      title: card.name,
      description: recipe.description,
      image: card.cover ? socialPicture(card.cover) : undefined,
      jsonLd: derivedOnce(recipe, `recipe ${site.publicSiteUrl}${pathname}`, () => [
        recipeJsonLd(site, recipe, pathname),
        breadcrumbJsonLd(site, recipeTrail(card)),
      ]),
    };
  },
  'recipe-origins'({ params, pathname, queryClient, site }) {
    const recipe = queryClient.getQueryData<RecipeDetail | null>(recipeKey(params.slug ?? ''));
    if (!recipe) return {};
    const { card } = recipe;
    return {
      image: card.cover ? socialPicture(card.cover) : undefined,
      jsonLd: [breadcrumbJsonLd(site, originsTrail(card, pathname))],
    };
  },
  cookbook({ def, params, queryClient, site }) {
    const page = pageNumber(params);
    const filter = { page, pageSize: cookbookPageSize };
    return {
      title: paged(def.title, page),
      jsonLd: cookbookJsonLd(site, {
        ...filter,
        data: queryClient.getQueryData<CookbookPage>(cookbookKey(filter)),
      }),
    };
  },
  'cookbook-list'({ def, params, queryClient, site }) {
    const page = pageNumber(params);
    const list = cookbookListByPath(String(def.props?.list));
    if (!list) return {};
    const filter = { page, pageSize: cookbookPageSize, tag: list.tag, maxTime: list.maxTime };
    return {
      title: paged(def.title, page),
      jsonLd: cookbookJsonLd(site, {
        ...filter,
        list,
        data: queryClient.getQueryData<CookbookPage>(cookbookKey(filter)),
      }),
    };
  },
  menu({ def, pathname, queryClient, site }) {
    const focus = queryClient.getQueryData(menuFocusQuery().queryKey);
    const planning =
      focus === undefined
        ? undefined
        : queryClient.getQueryData<MenuPlanning>(menuPlanningKey(focus));
    const shown = planning?.weeks.find((week) => week.focus);
    return {
      jsonLd: [
        ...(planning && shown
          ? [
              itemListJsonLd(
                site,
                `Les recettes de la semaine ${shown.week}`,
                recipeItems(planning.recipes),
              ),
            ]
          : []),
        breadcrumbJsonLd(site, [homeCrumb, { name: def.title, path: pathname }]),
      ],
    };
  },
  'guest-chef'({ def, pathname, queryClient, site }) {
    const chef = guestChefBySlug(String(def.props?.chefSlug));
    if (!chef) return {};
    const data = queryClient.getQueryData<CookbookPage>(
      cookbookKey({ page: 1, pageSize: guestChefRecipeCount, tag: chef.recipeTag }),
    );
    return {
      jsonLd: [
        ...(data ? [itemListJsonLd(site, def.title, recipeItems(data.recipes))] : []),
        breadcrumbJsonLd(site, [homeCrumb, { name: chef.name, path: pathname }]),
      ],
    };
  },
};
