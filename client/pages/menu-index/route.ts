import { redirect } from 'react-router-dom';
import { isoWeekOf, resolveMenuWeek } from '../../../shared/menu-week.ts';
import { menuFocusQuery, menuPlanningQuery } from '../../api/queries/menus.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './menu-page.tsx';

export async function loader({ url, deps }: PageLoadArgs) {
  const { ensure, clients, queryClient, now, menuWeek } = deps;
  const asked = url.searchParams.get('week');
  // spec §2: a visit that started at a URL with ?week opens the menu at that week, once, and
  // the address says so (its link to the current week, `/menu`, then shows the current week)
  const started = menuWeek?.asked ?? null;
  if (menuWeek) menuWeek.asked = null;
  if (asked === null && started !== null) {
    const startWeek = resolveMenuWeek(started, now()).week;
    if (startWeek !== isoWeekOf(now()).week) {
      const search = new URLSearchParams(url.search);
      search.set('week', String(startWeek));
      throw redirect(`${url.pathname}?${search}`, 302);
    }
  }
  // DECISIONS: an invalid or out-of-range ?week falls back to the current week
  const asks = resolveMenuWeek(asked, now()).week;
  // ADR 051: a static showcase without a product API has the weeks its files were built
  // with; another shows the week its menu was built at
  const built =
    deps.site.showcase && !deps.site.showcase.apiUrl
      ? queryClient.getQueryData<number>(menuFocusQuery().queryKey)
      : undefined;
  const missing = !queryClient.getQueryData(menuPlanningQuery(clients.api, asks).queryKey);
  const week = built !== undefined && missing ? built : asks;
  await ensure(menuPlanningQuery(clients.api, week));
  // recorded once its planning is in the cache, so that nothing renders a week without data
  queryClient.setQueryData(menuFocusQuery().queryKey, week);
}
