import { data, redirectDocument } from 'react-router-dom';
import type { GiftCardAmount } from '../../../shared/gift-card.ts';
import {
  payGiftCard,
  type GiftCardOrder,
  type IssuedGiftCard,
} from '../../api/gift-card-payment.ts';
import { checkFields } from '../../components/form/check-fields.ts';
import { newAttemptKey, readAttemptKey } from '../../components/payment/attempt-key.ts';
import {
  cardStepAgain,
  newCardStep,
  unpaidNotice,
  type CardStep,
  type CardStepNotice,
} from '../../components/payment/card-step.ts';
import { postedPaymentMethod } from '../../components/payment/posted-payment-method.ts';
import { formField } from '../../routes/form-field.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { orderChecks, type OrderField } from './gift-card-checks.ts';
import { sitePath } from '../../app/base-path.ts';
import { postedEmailLength } from '../../../shared/email.ts';

/** The order's fields as typed, shown again when something is wrong. */
export type OrderValues = Record<OrderField, string>;

/** What the page shows after each post: the order, the payment, or the card bought. */
export type GiftCardAnswer =
  | {
      step: 'order';
      values: OrderValues;
      fieldErrors?: Partial<Record<OrderField, string>>;
      message?: string;
    }
  | ({ step: 'payment'; order: GiftCardOrder } & CardStep)
  | { step: 'done'; giftCard: IssuedGiftCard };

// what a field may hold when posted (longer is cut, then refused by its check)
const limits: Record<OrderField, number> = {
  amount: 4,
  email: postedEmailLength,
  recipientName: 400,
  recipientEmail: postedEmailLength,
  message: 2000,
};

const orderValuesOf = (form: FormData): OrderValues => ({
  amount: formField(form, 'amount', limits.amount).trim(),
  email: formField(form, 'email', limits.email).trim(),
  recipientName: formField(form, 'recipientName', limits.recipientName).trim(),
  recipientEmail: formField(form, 'recipientEmail', limits.recipientEmail).trim(),
  message: formField(form, 'message', limits.message).trim(),
});

const orderOf = (values: OrderValues): GiftCardOrder => ({
  value: Number(values.amount) as GiftCardAmount,
  email: values.email,
  recipientName: values.recipientName,
  recipientEmail: values.recipientEmail,
  message: values.message,
});

/**
 * The gift card purchase (spec §7: /adyen/availablePaymentMethods, /discounts/pay-gift-card),
 * one page in three posts, the same with JavaScript and without (ADR 037). `intent` says
 * which: `payment` checks the order and shows the card form, `edit` goes back to the order,
 * `pay` pays. The order travels in the payment step's hidden fields and is checked again. The
 * card is our test-mode form's, or, when the site has an Adyen client key, what Adyen's
 * Drop-in encrypted (ADR 038).
 */
export async function action({ request, deps }: PageActionArgs) {
  const form = await request.formData();
  const intent = formField(form, 'intent', 16);
  const values = orderValuesOf(form);
  if (intent === 'edit') return data<GiftCardAnswer>({ step: 'order', values });
  const orderErrors = checkFields(orderChecks, values);
  if (orderErrors)
    return data<GiftCardAnswer>({ step: 'order', values, fieldErrors: orderErrors }, 400);
  const order = orderOf(values);

  const dropin = deps.site.adyen !== null;
  if (intent !== 'pay') {
    const step: GiftCardAnswer = {
      step: 'payment',
      order,
      ...(await newCardStep(deps.visitorApi, dropin)),
    };
    return data(step);
  }

  // a post without its key (a form of another version) is a new attempt
  const attempt = readAttemptKey(formField(form, 'attempt', 64)) ?? newAttemptKey();
  const paymentStep = async (notice: CardStepNotice, status: number, nextAttempt: string) =>
    data<GiftCardAnswer>(
      {
        step: 'payment',
        order,
        ...(await cardStepAgain(form, { api: deps.visitorApi, dropin }, notice, nextAttempt)),
      },
      status,
    );

  const posted = postedPaymentMethod(form, { dropin, now: deps.now });
  // nothing was sent: the same attempt goes on
  if (!('method' in posted)) return paymentStep(posted, 400, attempt);

  const outcome = await payGiftCard(deps.visitorApi, {
    order,
    method: posted.method,
    attempt,
    returnUrl: sitePath('/carte-cadeau/confirmation'),
  });
  switch (outcome.kind) {
    case 'paid':
      return data<GiftCardAnswer>({
        step: 'done',
        giftCard: {
          ...outcome.paid,
          recipientName: order.recipientName,
          recipientEmail: order.recipientEmail,
          buyerEmail: order.email,
        },
      });
    case 'redirect':
      // 3-D Secure: the bank's page (a whole document, never a route of ours), then back to
      // /carte-cadeau/confirmation
      throw redirectDocument(outcome.url, 303);
    case 'refused':
    case 'failed':
      // a refusal ends this attempt: trying again is a new payment
      return paymentStep(unpaidNotice(outcome, dropin), outcome.status, newAttemptKey());
  }
}
