import { deliveryDaysQuery } from '../../api/queries/delivery-days.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { basketOrRecipes } from '../../funnel/basket-or-recipes.ts';
import { requireAccount } from './delivery-basket.ts';

export { Component } from './delivery-page.tsx';
export { action } from './delivery-action.ts';

/**
 * ADR 043: the basket of the URL, sent back to the recipes when it cannot be ordered, then the
 * account step for a visitor without one, else the days the week can still be delivered.
 */
export async function loader({ url, deps }: PageLoadArgs) {
  const basket = basketOrRecipes(url.searchParams, 302);
  await requireAccount(deps, basket, 302);
  await deps.ensure(deliveryDaysQuery(deps.clients.api, basket.week));
}
