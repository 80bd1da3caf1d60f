import { reviewsFileQuery } from '../../api/queries/reviews.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './reviews-page.tsx';

export async function loader({ deps: { ensure, clients } }: PageLoadArgs) {
  await ensure(reviewsFileQuery(clients.reviews));
}
