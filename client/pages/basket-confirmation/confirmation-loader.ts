import { redirect } from 'react-router-dom';
import { funnelPaths } from '../../../shared/funnel-basket.ts';
import { firstOrderPaymentDetails } from '../../api/first-order-payment.ts';
import { firstOrderByReferenceQuery } from '../../api/queries/first-order.ts';
import { funnelCompleted } from '../../funnel/funnel-completed.ts';
import { notFound } from '../../router/route-outcome.ts';
import { unconfirmedPayment } from '../../components/payment/unconfirmed-payment.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export const orderParam = 'commande';

const confirmationOf = (reference: string) =>
  `${funnelPaths.confirmation}?${orderParam}=${encodeURIComponent(reference)}`;

/**
 * The first order paid (ADR 043). Back from 3-D Secure (`?redirectResult=`), the payment is
 * completed by POST /adyen/payments/details (asked again, the same answer), then the page
 * answers a 303 to its own `?commande=` address, which a reload or a bookmark shows again
 * without the bank's result. `?commande=` is one of the visitor's orders, paid: someone else's
 * is a 404, theirs not paid yet is the payment step.
 */
export async function loader({ url, deps }: PageLoadArgs): Promise<void> {
  const redirectResult = url.searchParams.get('redirectResult');
  if (redirectResult !== null) {
    if (redirectResult === '' || redirectResult.length > 200) notFound();
    const outcome = await firstOrderPaymentDetails(deps.visitorApi, redirectResult);
    if (outcome.kind === 'paid') {
      throw redirect(confirmationOf(outcome.paid.reference), 303);
    }
    if (outcome.kind === 'redirect') notFound();
    throw unconfirmedPayment(outcome.message, outcome.status);
  }
  const reference = url.searchParams.get(orderParam) ?? '';
  if (!/^[A-Z0-9-]{1,40}$/.test(reference)) notFound();
  const order = await deps.queryClient.fetchQuery(
    firstOrderByReferenceQuery(deps.clients.api, reference),
  );
  if (!order) notFound();
  if (order.paidAt === null) throw redirect(funnelPaths.payment, 302);
  funnelCompleted(deps);
}
