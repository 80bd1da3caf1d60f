import { menuWeekQuery } from '../../api/queries/menus.ts';
import { recipeQuery } from '../../api/queries/recipe-detail.ts';
import { notFound } from '../../router/route-outcome.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { isRecipeSlug } from '../cookbook-recipe-view/recipe-slug.ts';

export { Component } from './recipe-origins-page.tsx';

// an ISO week number written plainly, 1 to 53
const weekSegment = /^([1-9]|[1-4]\d|5[0-3])$/;

export async function loader({ params, deps: { ensure, clients } }: PageLoadArgs) {
  const slug = params.slug ?? '';
  if (!weekSegment.test(params.week ?? '') || !isRecipeSlug(slug)) notFound();
  const [recipe, week] = await Promise.all([
    ensure(recipeQuery(clients.api, slug)),
    ensure(menuWeekQuery(clients.api, Number(params.week))),
  ]);
  if (!recipe || !week) notFound();
}
