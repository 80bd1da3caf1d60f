import { redirect } from 'react-router-dom';
import { boxFormTarget } from '../../../shared/box-choice.ts';
import { orderableWeek } from '../../../shared/menu-week.ts';
import { menuPlanningQuery } from '../../api/queries/menus.ts';
import { tierPricesQuery } from '../../api/queries/tier-prices.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { basketWeekQuery } from './basket-week.ts';

export { Component } from './basket-menu-page.tsx';
export { action } from './basket-menu-action.ts';

export async function loader({ url, deps: { ensure, clients, queryClient, now } }: PageLoadArgs) {
  // a box's GET form without JavaScript (ADR 052): the box its fields name, in one address
  const target = boxFormTarget(url.searchParams);
  if (target) throw redirect(target, 302);
  const { week } = orderableWeek(now());
  await Promise.all([
    ensure(menuPlanningQuery(clients.api, week)),
    ensure(tierPricesQuery(clients.api)),
  ]);
  // recorded once its planning is in the cache, so that nothing draws a week without data
  queryClient.setQueryData(basketWeekQuery().queryKey, week);
}
