import type { CookbookListPage } from '../../shared/cookbook-list-pages.ts';
import type { Crumb } from '../components/breadcrumbs.tsx';

// The catalogue's trails, shared by the pages' visible breadcrumbs and their BreadcrumbList
// (its own module: a page draws its trail without the structured data's code).

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
export function listTrail(
  list: Pick<CookbookListPage, 'path' | 'pageTitle'> | undefined,
  page: number,
): Crumb[] {
  const base = list ? `/recettes/${list.path}` : '/recettes';
  const trail = [homeCrumb, cookbookCrumb];
  if (list) trail.push({ name: list.pageTitle, path: `${base}/page/1` });
  if (page > 1) trail.push({ name: `Page ${page}`, path: `${base}/page/${page}` });
  return trail;
}
