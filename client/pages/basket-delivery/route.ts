import { deliveryDaysQuery } from '../../api/queries/delivery-days.ts';
import { profileQuery } from '../../api/queries/profile.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { basketOrRecipes } from '../../funnel/basket-or-recipes.ts';
import { requireAccount } from './delivery-basket.ts';

export { Component } from './delivery-page.tsx';
export { action } from './delivery-action.ts';

/**
 * ADR 043: the basket of the URL, sent back to the recipes when it cannot be ordered, then the
 * account step for a visitor without one, else the days the week can still be delivered and
 * what the account knows of the visitor.
 */
export async function loader({ url, deps }: PageLoadArgs) {
  const basket = basketOrRecipes(url.searchParams, 302);
  await requireAccount(deps, basket, 302);
  await Promise.all([
    deps.ensure(deliveryDaysQuery(deps.clients.api, basket.week)),
    // the account's name and phone fill the form in
    deps.ensure(profileQuery(deps.clients.api)),
  ]);
}
