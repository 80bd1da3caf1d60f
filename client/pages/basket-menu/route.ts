import { addWeeks, isoWeekOf } from '../../../shared/menu-week.ts';
import { menuPlanningQuery } from '../../api/queries/menus.ts';
import { tierPricesQuery } from '../../api/queries/tier-prices.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { basketWeekQuery } from './basket-week.ts';

export { Component } from './basket-menu-page.tsx';
export { action } from './basket-menu-action.ts';

export async function loader({ deps: { ensure, clients, queryClient, now } }: PageLoadArgs) {
  // the coming week: orders for this one closed six days before its deliveries (ADR 004)
  const { week } = addWeeks(isoWeekOf(now()), 1);
  await Promise.all([
    ensure(menuPlanningQuery(clients.api, week)),
    ensure(tierPricesQuery(clients.api)),
  ]);
  // recorded once its planning is in the cache, so that nothing draws a week without data
  queryClient.setQueryData(basketWeekQuery().queryKey, week);
}
