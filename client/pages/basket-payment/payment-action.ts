import { data, redirect, redirectDocument } from 'react-router-dom';
import { basketMenuPath } from '../../../shared/guard.ts';
import { saveCard } from '../../api/card-saving.ts';
import { ensureShopperReference } from '../../api/first-order-payment.ts';
import { unpaidFirstOrderQuery } from '../../api/queries/first-order.ts';
import { newAttemptKey, readAttemptKey } from '../../components/payment/attempt-key.ts';
import {
  cardStepAgain,
  unpaidNotice,
  type CardStep,
  type CardStepNotice,
} from '../../components/payment/card-step.ts';
import { postedPaymentMethod } from '../../components/payment/posted-payment-method.ts';
import { formField } from '../../routes/form-field.ts';
import type { LoaderDeps } from '../../routes/loader-deps.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { cardReturnUrl, orderIdPattern, payWithSavedCard } from './pay-with-saved-card.ts';

/** What the page shows after a `pay` post that did not pay: the card step again. */
export interface PaymentAnswer {
  step: CardStep;
}

/** The order this post pays: the form's, or, from a form without it, the unpaid one. */
async function orderIdOf(form: FormData, deps: LoaderDeps): Promise<string | undefined> {
  const posted = formField(form, 'commande', 65);
  if (orderIdPattern.test(posted)) return posted;
  const order = await deps.queryClient.fetchQuery(unpaidFirstOrderQuery(deps.clients.api));
  return order?.documentId;
}

/**
 * The first order's payment (ADR 043, 054; the gift card's card step of ADR 037), with
 * JavaScript or without: the shopper reference first (spec §5), then the card saved by
 * POST /credit-cards/add, then the order paid with that card, both with the attempt as
 * Idempotency-Key (ADR 034). Paid, the confirmation; 3-D Secure, the bank's page, back to this
 * step's loader; else the card step again, in French.
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
  // spec §5: a card needs the shopper's reference; when it could not be made, the card's call
  // says so (spec §8)
  await ensureShopperReference(deps.visitorApi);
  const returnUrl = cardReturnUrl(orderId, attempt);
  const saved = await saveCard(deps.visitorApi, { method: posted.method, attempt, returnUrl });
  switch (saved.kind) {
    case 'paid': {
      const unpaid = await payWithSavedCard(deps, {
        orderId,
        card: saved.paid,
        attempt,
        returnUrl,
      });
      // the card is saved: trying again is a new attempt
      return cardStep(unpaid.notice, unpaid.status, newAttemptKey());
    }
    case 'redirect':
      // 3-D Secure: the bank's page (a whole document), then back to this step
      throw redirectDocument(saved.url, 303);
    case 'refused':
    case 'failed':
      // a refusal ends this attempt: trying again is a new payment
      return cardStep(unpaidNotice(saved, dropin), saved.status, newAttemptKey());
  }
}
