import { redirect } from 'react-router-dom';
import { fallbackErrorMessage } from '../../../shared/errors.ts';
import { funnelPaths } from '../../../shared/funnel-basket.ts';
import type { SavedCard } from '../../api/card-saving.ts';
import { payFirstOrder } from '../../api/first-order-payment.ts';
import { unpaidNotice, type CardStepNotice } from '../../components/payment/card-step.ts';
import { funnelCompleted } from '../../funnel/funnel-completed.ts';
import type { LoaderDeps } from '../../routes/loader-deps.ts';
import { sitePath } from '../../app/base-path.ts';

/** An order's documentId as a form or a URL names it (the product API says whether it is theirs). */
export const orderIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The payment step's query after 3-D Secure: the order and the attempt it was for. */
export const paymentParams = { order: 'commande', attempt: 'tentative' } as const;

/**
 * Where the bank's page sends the shopper back (ADR 054): this step, with the order and the
 * attempt, so that its loader pays the order with the card once authenticated.
 */
export const cardReturnUrl = (orderId: string, attempt: string): string =>
  sitePath(
    `${funnelPaths.payment}?${new URLSearchParams({
      [paymentParams.order]: orderId,
      [paymentParams.attempt]: attempt,
    }).toString()}`,
  );

/** What the card step says when the order could not be paid, and its status. */
export interface UnpaidOrder {
  notice: CardStepNotice;
  status: number;
}

/**
 * The first order paid with the card just saved (ADR 054), `attempt` as its Idempotency-Key
 * (ADR 034): sent again after a reload, it pays once and answers the same. Paid, a 303 to the
 * confirmation is thrown; else what the card step says (spec §8's « unable to create order »).
 */
export async function payWithSavedCard(
  deps: LoaderDeps,
  payment: { orderId: string; card: SavedCard; attempt: string; returnUrl: string },
): Promise<UnpaidOrder> {
  const outcome = await payFirstOrder(deps.visitorApi, {
    orderId: payment.orderId,
    method: { type: 'scheme', storedPaymentMethodId: payment.card.storedPaymentMethodId },
    attempt: payment.attempt,
    returnUrl: payment.returnUrl,
  });
  switch (outcome.kind) {
    case 'paid':
      funnelCompleted(deps);
      void deps.queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
      throw redirect(
        `${funnelPaths.confirmation}?commande=${encodeURIComponent(outcome.paid.reference)}`,
        303,
      );
    case 'redirect':
      // a saved card is charged without a second authentication: an answer asking for one
      // pays nothing
      return { notice: { message: fallbackErrorMessage, contactSupport: true }, status: 502 };
    case 'refused':
    case 'failed':
      return { notice: unpaidNotice(outcome, deps.site.adyen !== null), status: outcome.status };
  }
}
