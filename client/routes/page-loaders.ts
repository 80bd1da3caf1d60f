import { latestRecipesQuery } from '../api/queries/recipes.ts';
import { reviewsQuery } from '../api/queries/reviews.ts';
import { catalogueLoaders } from './loaders/catalogue-loaders.ts';
import { contentLoaders } from './loaders/content-loaders.ts';
import type { PageLoaders } from './loaders/page-loader.ts';
import { notFound } from '../router/route-outcome.ts';

/** Every page's loader, by page module (each domain keeps its own file). */
export const pageLoaders: PageLoaders = {
  async home({ deps: { ensure, clients } }) {
    await Promise.all([
      ensure(latestRecipesQuery(clients.api)),
      ensure(reviewsQuery(clients.reviews)),
    ]);
  },
  ...catalogueLoaders,
  ...contentLoaders,
  async 'not-found'() {
    notFound();
  },
};
