import { latestRecipesQuery } from '../../api/queries/recipes.ts';
import { reviewHighlightsQuery } from '../../api/queries/reviews.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './home-page.tsx';

export async function loader({ deps: { ensure, clients } }: PageLoadArgs) {
  await Promise.all([
    ensure(latestRecipesQuery(clients.api)),
    ensure(reviewHighlightsQuery(clients.reviews)),
  ]);
}
