import { redirect } from 'react-router-dom';
import { basketMenuPath } from '../../../shared/guard.ts';
import { unpaidFirstOrderQuery } from '../../api/queries/first-order.ts';
import { funnelPreferencesQuery } from '../../api/queries/subscription.ts';
import { newCardStep, type CardStep } from '../../components/payment/card-step.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

/** The card step of a page view: a new attempt at each visit (ADR 034), never one used before. */
export const cardStepKey = (orderId: string) => ['orders', 'card-step', orderId];

/**
 * ADR 043: from the delivery step on, the unpaid first order is the funnel's state. None (not
 * ordered yet, or paid) sends the visitor back to the recipes.
 */
export async function loader({ deps }: PageLoadArgs): Promise<void> {
  const [order] = await Promise.all([
    deps.queryClient.fetchQuery(unpaidFirstOrderQuery(deps.clients.api)),
    // « Modifier » sends the basket back whole, its preferences too (ADR 052)
    deps.ensure(funnelPreferencesQuery(deps.clients.api)),
  ]);
  if (!order) throw redirect(basketMenuPath, 302);
  const step = await newCardStep(deps.visitorApi, deps.site.adyen !== null);
  deps.queryClient.setQueryData<CardStep>(cardStepKey(order.documentId), step);
}
