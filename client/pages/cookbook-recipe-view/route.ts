import { currentWeekQuery } from '../../api/queries/current-week.ts';
import { recipeQuery } from '../../api/queries/recipe-detail.ts';
import { notFound } from '../../router/route-outcome.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { isRecipeSlug } from './recipe-slug.ts';

export { Component } from './recipe-page.tsx';

export async function loader({ params, deps: { ensure, clients, now } }: PageLoadArgs) {
  const slug = params.slug ?? '';
  if (!isRecipeSlug(slug)) notFound();
  const [recipe] = await Promise.all([
    ensure(recipeQuery(clients.api, slug)),
    // the link to this week's origins of the ingredients
    ensure(currentWeekQuery(now)),
  ]);
  if (!recipe) notFound();
}
