import { resolveMenuWeek } from '../../../shared/menu-week.ts';
import { menuFocusQuery, menuPlanningQuery } from '../../api/queries/menus.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './menu-page.tsx';

export async function loader({ url, deps: { ensure, clients, queryClient, now } }: PageLoadArgs) {
  // DECISIONS: an invalid or out-of-range ?week falls back to the current week
  const { week } = resolveMenuWeek(url.searchParams.get('week'), now());
  await ensure(menuPlanningQuery(clients.api, week));
  // recorded once its planning is in the cache, so that nothing renders a week without data
  queryClient.setQueryData(menuFocusQuery().queryKey, week);
}
