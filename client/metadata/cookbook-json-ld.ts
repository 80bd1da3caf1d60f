import type { CookbookList } from '../../shared/cookbook-lists.ts';
import type { CookbookPage, RecipeCard } from '../api/queries/recipes.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import { itemListJsonLd } from './item-list-json-ld.ts';
import { breadcrumbJsonLd, type JsonLd } from './json-ld.ts';
import { paged } from './meta-refinement.ts';
import { listTrail } from './cookbook-trails.ts';

// The trails and lists of the catalogue's pages (DESIGN §4: BreadcrumbList where there is a
// hierarchy, ItemList on lists).

export const recipeItems = (recipes: readonly RecipeCard[]) =>
  recipes.map((recipe) => ({ name: recipe.name, path: `/recettes/${recipe.slug}` }));

/** The cookbook (`list` undefined) or one of its filtered lists, page `page`. */
export function cookbookJsonLd(
  site: SiteSettings,
  options: { list?: CookbookList; page: number; pageSize: number; data?: CookbookPage },
): JsonLd[] {
  const { list, page, pageSize, data } = options;
  const name = paged(list ? list.pageTitle : 'Nos dernières recettes', page);
  return [
    ...(data
      ? [itemListJsonLd(site, name, recipeItems(data.recipes), (page - 1) * pageSize + 1)]
      : []),
    breadcrumbJsonLd(site, listTrail(list, page)),
  ];
}
