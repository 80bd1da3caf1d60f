import { redirect } from 'react-router-dom';
import { sellableBox } from '../../../shared/box-choice.ts';
import { landingContentKey } from '../../../shared/landing-content-key.ts';
import { orderableWeek } from '../../../shared/menu-week.ts';
import { landingContentQuery } from '../../api/queries/landing-content.ts';
import { menuPlanningQuery } from '../../api/queries/menus.ts';
import { siteOriginOf } from '../../app/site-settings.tsx';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { hasContentInCode } from './landing-variant.ts';
import { landingWeekQuery } from './landing-week.ts';

export { Component } from './landing-page.tsx';

export async function loader({
  def,
  params,
  url,
  deps: { ensure, clients, site, now, queryClient },
}: PageLoadArgs) {
  // ADR 085: box settings the offer does not sell are the landing itself, at its own address
  // (not one more page of the page cache for each text after it)
  if (params.boxSettings !== undefined && sellableBox(params.boxSettings) === null)
    throw redirect(`/${url.pathname.split('/')[1]}${url.search}`, 302);
  // the week the basket orders (ADR 052): the recipes marked here are those it ticks
  const { week } = orderableWeek(now());
  await Promise.all([
    ensure(menuPlanningQuery(clients.api, week)),
    // a missing static content is drawn with the page's own (spec §8), never a 404
    hasContentInCode(def)
      ? null
      : ensure(
          landingContentQuery(clients.api, landingContentKey(url.pathname), siteOriginOf(site)),
        ),
  ]);
  // recorded once its planning is in the cache, so that nothing draws a week without data
  queryClient.setQueryData(landingWeekQuery().queryKey, week);
}
