import { data, redirect, redirectDocument } from 'react-router-dom';
import { fallbackErrorMessage, frenchServerMessages } from '../../../shared/errors.ts';
import { funnelPaths } from '../../../shared/funnel-basket.ts';
import { basketMenuPath } from '../../../shared/guard.ts';
import { ensureShopperReference, payFirstOrder } from '../../api/first-order-payment.ts';
import { unpaidFirstOrderQuery } from '../../api/queries/first-order.ts';
import { newAttemptKey, readAttemptKey } from '../../components/payment/attempt-key.ts';
import {
  cardStepAgain,
  unpaidNotice,
  type CardStep,
  type CardStepNotice,
} from '../../components/payment/card-step.ts';
import { postedPaymentMethod } from '../../components/payment/posted-payment-method.ts';
import { funnelCompleted } from '../../funnel/funnel-completed.ts';
import { formField } from '../../routes/form-field.ts';
import type { LoaderDeps } from '../../routes/loader-deps.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { sitePath } from '../../app/base-path.ts';

/** What the page shows after a `pay` post that did not pay: the card step again. */
export interface PaymentAnswer {
  step: CardStep;
}

/** The order's documentId as the form posts it (the product API says whether it is theirs). */
const orderIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

// spec §5 and §8: no card without a shopper reference
const missingReference =
  frenchServerMessages['Card creation impossible: customer reference missing'] ??
  fallbackErrorMessage;

/** The order this post pays: the form's, or, from a form without it, the unpaid one. */
async function orderIdOf(form: FormData, deps: LoaderDeps): Promise<string | undefined> {
  const posted = formField(form, 'commande', 65);
  if (orderIdPattern.test(posted)) return posted;
  const order = await deps.queryClient.fetchQuery(unpaidFirstOrderQuery(deps.clients.api));
  return order?.documentId;
}

/**
 * The first order's payment (ADR 043, the gift card's way of ADR 037): `intent=pay` with the
 * order and the attempt, with JavaScript or without. The shopper reference first (spec §5),
 * then POST /orders/{id}/pay with the attempt as Idempotency-Key (ADR 034): paid, the
 * confirmation; 3-D Secure, the bank's page; else the card step again, in French.
 */
export async function action({ request, deps }: PageActionArgs) {
  const form = await request.formData();
  const orderId = await orderIdOf(form, deps);
  if (!orderId) throw redirect(basketMenuPath, 303);
  const dropin = deps.site.adyen !== null;
  // a post without its key (a form of another version) is a new attempt
  const attempt = readAttemptKey(formField(form, 'attempt', 64)) ?? newAttemptKey();
  const cardStep = async (notice: CardStepNotice, status: number, nextAttempt: string) =>
    data<PaymentAnswer>(
      { step: await cardStepAgain(form, { api: deps.visitorApi, dropin }, notice, nextAttempt) },
      status,
    );

  const posted = postedPaymentMethod(form, { dropin, now: deps.now });
  // nothing was sent: the same attempt goes on
  if (!('method' in posted)) return cardStep(posted, 400, attempt);
  if (!(await ensureShopperReference(deps.visitorApi)))
    return cardStep({ message: missingReference, contactSupport: true }, 400, attempt);

  const outcome = await payFirstOrder(deps.visitorApi, {
    orderId,
    method: posted.method,
    attempt,
    returnUrl: new URL(sitePath(funnelPaths.confirmation), request.url).href,
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
      // 3-D Secure: the bank's page (a whole document), then back to /panier/confirmation
      throw redirectDocument(outcome.url, 303);
    case 'refused':
    case 'failed':
      // a refusal ends this attempt: trying again is a new payment
      return cardStep(unpaidNotice(outcome, dropin), outcome.status, newAttemptKey());
  }
}
