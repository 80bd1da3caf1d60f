import { resolveMenuWeek } from '../../../shared/menu-week.ts';
import { menuPlanningQuery } from '../../api/queries/menus.ts';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { recipeSectionsQuery } from '../../api/queries/recipe-sections.ts';
import { reviewsFileQuery } from '../../api/queries/reviews.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { landingWeekQuery } from '../landing/landing-week.ts';

export { Component } from './home-2025-page.tsx';

export async function loader({ def, deps: { ensure, clients, now, queryClient } }: PageLoadArgs) {
  const { week } = resolveMenuWeek(null, now());
  await Promise.all([
    ensure(menuPlanningQuery(clients.api, week)),
    ensure(recipeSectionsQuery(clients.api)),
    ensure(reassuranceBlocksQuery(clients.api, def.name)),
    ensure(reviewsFileQuery(clients.reviews)),
  ]);
  // as the landings do: the week read once from the clock, so both sides draw the same one
  queryClient.setQueryData(landingWeekQuery().queryKey, week);
}
