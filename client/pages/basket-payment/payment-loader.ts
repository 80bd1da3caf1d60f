import { redirect } from 'react-router-dom';
import { basketMenuPath } from '../../../shared/guard.ts';
import { cardSavingDetails } from '../../api/card-saving.ts';
import { unpaidFirstOrderQuery } from '../../api/queries/first-order.ts';
import { funnelPreferencesQuery } from '../../api/queries/subscription.ts';
import { newAttemptKey, readAttemptKey } from '../../components/payment/attempt-key.ts';
import {
  newCardStep,
  unpaidNotice,
  type CardStep,
  type CardStepNotice,
} from '../../components/payment/card-step.ts';
import { notFound } from '../../router/route-outcome.ts';
import type { LoaderDeps } from '../../routes/loader-deps.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import {
  cardReturnUrl,
  orderIdPattern,
  paymentParams,
  payWithSavedCard,
} from './pay-with-saved-card.ts';

/** The card step of a page view: a new attempt at each visit (ADR 034), never one used before. */
export const cardStepKey = (orderId: string) => ['orders', 'card-step', orderId];

/**
 * Back from 3-D Secure (`?redirectResult=`, ADR 054): the card is saved by POST
 * /adyen/payments/details (asked again, the same card), then the order is paid with it under
 * the attempt's key, so that a reload pays once; paid, a 303 to the confirmation. What the
 * card step says otherwise.
 */
async function cardAuthenticated(url: URL, deps: LoaderDeps): Promise<CardStepNotice> {
  const redirectResult = url.searchParams.get('redirectResult') ?? '';
  const orderId = url.searchParams.get(paymentParams.order) ?? '';
  if (redirectResult === '' || redirectResult.length > 200 || !orderIdPattern.test(orderId))
    notFound();
  const attempt =
    readAttemptKey(url.searchParams.get(paymentParams.attempt) ?? '') ?? newAttemptKey();
  const saved = await cardSavingDetails(deps.visitorApi, redirectResult);
  if (saved.kind === 'redirect') notFound();
  if (saved.kind !== 'paid') return unpaidNotice(saved, deps.site.adyen !== null);
  const returnUrl = cardReturnUrl(orderId, attempt);
  return (await payWithSavedCard(deps, { orderId, card: saved.paid, attempt, returnUrl })).notice;
}

/**
 * ADR 043: from the delivery step on, the unpaid first order is the funnel's state. None (not
 * ordered yet, or paid) sends the visitor back to the recipes.
 */
export async function loader({ url, deps }: PageLoadArgs): Promise<void> {
  const notice = url.searchParams.has('redirectResult')
    ? await cardAuthenticated(url, deps)
    : undefined;
  const [order] = await Promise.all([
    deps.queryClient.fetchQuery(unpaidFirstOrderQuery(deps.clients.api)),
    // « Modifier » sends the basket back whole, its preferences too (ADR 052)
    deps.ensure(funnelPreferencesQuery(deps.clients.api)),
  ]);
  if (!order) throw redirect(basketMenuPath, 302);
  const step = await newCardStep(deps.visitorApi, deps.site.adyen !== null);
  deps.queryClient.setQueryData<CardStep>(cardStepKey(order.documentId), { ...step, ...notice });
}
