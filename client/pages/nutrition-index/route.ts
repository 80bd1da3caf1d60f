import { reviewHighlightsQuery } from '../../api/queries/reviews.ts';
import { leadAction } from '../../components/lead/lead-action.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './nutrition-page.tsx';

// spec §2: the subscribe form's leads are the nutrition page's
export const action = leadAction('nutrition');

export async function loader({ deps: { ensure, clients } }: PageLoadArgs) {
  await ensure(reviewHighlightsQuery(clients.reviews));
}
