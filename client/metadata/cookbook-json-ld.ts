import type { CookbookListPage } from '../../shared/cookbook-list-pages.ts';
import type { CookbookPage, RecipeCard } from '../api/queries/recipes.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import { derivedOnce } from './derived-once.ts';
import { itemListJsonLd } from './item-list-json-ld.ts';
import { breadcrumbJsonLd, type JsonLd } from './json-ld.ts';
import { paged } from './meta-refinement.ts';
import { listTrail } from './cookbook-trails.ts';

// The trails and lists of the catalogue's pages (DESIGN §4: BreadcrumbList where there is a
// hierarchy, ItemList on lists).

export const recipeItems = (recipes: readonly RecipeCard[]) =>
  recipes.map((recipe) => ({ name: recipe.name, path: `/recettes/${recipe.slug}` }));

/**
 * The cookbook (`list` undefined) or one of its filtered lists, page `page`. A page's result is
 * shared by the anonymous renders of a minute: its structured data is built once (ADR 019).
 */
export function cookbookJsonLd(
  site: SiteSettings,
  options: { list?: CookbookListPage; page: number; pageSize: number; data?: CookbookPage },
): JsonLd[] {
  const { list, page, pageSize, data } = options;
  const trail = () => breadcrumbJsonLd(site, listTrail(list, page));
  if (!data) return [trail()];
  // the key: what the structured data depends on besides the result
  const key = `cookbook ${site.publicSiteUrl} ${list?.path ?? ''} ${page}`;
  return derivedOnce(data, key, () => [
    itemListJsonLd(
      site,
      paged(list ? list.pageTitle : 'Nos dernières recettes', page),
      recipeItems(data.recipes),
      (page - 1) * pageSize + 1,
    ),
    trail(),
  ]);
}
