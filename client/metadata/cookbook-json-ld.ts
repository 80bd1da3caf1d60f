import type { CookbookList } from '../../shared/cookbook-lists.ts';
import type { CookbookPage, RecipeCard } from '../api/queries/recipes.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import { itemListJsonLd } from './item-list-json-ld.ts';
import { breadcrumbJsonLd, type JsonLd } from './json-ld.ts';
import { paged } from './meta-refinement.ts';

// The trails and lists of the catalogue's pages (DESIGN §4: BreadcrumbList where there is a
// hierarchy, ItemList on lists).

export interface Crumb {
  name: string;
  path: string;
}

// the trails, shared by the pages' visible breadcrumbs and their BreadcrumbList
export const homeCrumb: Crumb = { name: 'Accueil', path: '/' };
export const cookbookCrumb: Crumb = { name: 'Nos recettes', path: '/recettes/page/1' };

export const recipeTrail = (recipe: { name: string; slug: string }): Crumb[] => [
  homeCrumb,
  cookbookCrumb,
  { name: recipe.name, path: `/recettes/${recipe.slug}` },
];

export const originsTrail = (recipe: { name: string; slug: string }, path: string): Crumb[] => [
  ...recipeTrail(recipe),
  { name: 'L’origine des ingrédients', path },
];

/** The cookbook (`list` undefined) or one of its lists, page `page` (a step past the first). */
export function listTrail(list: CookbookList | undefined, page: number): Crumb[] {
  const base = list ? `/recettes/${list.path}` : '/recettes';
  const trail = [homeCrumb, cookbookCrumb];
  if (list) trail.push({ name: list.pageTitle, path: `${base}/page/1` });
  if (page > 1) trail.push({ name: `Page ${page}`, path: `${base}/page/${page}` });
  return trail;
}

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
