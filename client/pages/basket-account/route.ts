import { redirect } from 'react-router-dom';
import { funnelStepUrl } from '../../../shared/funnel-basket.ts';
import { visitorQuery } from '../../api/queries/visitor.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { basketOrRecipes } from '../../funnel/basket-or-recipes.ts';

export { Component } from './basket-account-page.tsx';
export { action } from './basket-account-action.ts';

/** ADR 043: a logged-in visitor has no account to make; the basket goes on to the delivery. */
export function loader({ url, deps }: PageLoadArgs): Promise<void> {
  const basket = basketOrRecipes(url.searchParams, 302);
  if (deps.queryClient.getQueryData(visitorQuery().queryKey)?.authenticated) {
    throw redirect(funnelStepUrl('delivery', basket), 302);
  }
  return Promise.resolve();
}
