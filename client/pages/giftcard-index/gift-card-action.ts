import { data, redirectDocument } from 'react-router-dom';
import { testPaymentMethod } from '../../../shared/card-entry.ts';
import type { GiftCardAmount } from '../../../shared/gift-card.ts';
import {
  acceptedBrands,
  payGiftCard,
  type CardField,
  type GiftCardOrder,
  type IssuedGiftCard,
} from '../../api/gift-card-payment.ts';
import { checkFields } from '../../components/form/check-fields.ts';
import { formField } from '../../routes/form-field.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { newAttemptKey, readAttemptKey } from './attempt-key.ts';
import { cardChecks, orderChecks, type OrderField } from './gift-card-checks.ts';

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
  | {
      step: 'payment';
      order: GiftCardOrder;
      /** this attempt's idempotency key (ADR 034): a second post of it pays nothing more */
      attempt: string;
      /** Adyen's codes of the brands accepted (cartebancaire, visa, mc, amex) */
      brands: string[];
      /** kept when a card is refused; the number and the CVC never come back */
      holderName: string;
      fieldErrors?: Partial<Record<CardField, string>>;
      message?: string;
      /** spec §8: the message says to contact customer service */
      contactSupport?: boolean;
    }
  | { step: 'done'; giftCard: IssuedGiftCard };

// what a field may hold when posted (longer is cut, then refused by its check)
const limits: Record<OrderField, number> = {
  amount: 4,
  email: 254,
  recipientName: 400,
  recipientEmail: 254,
  message: 2000,
};
const knownBrands = new Set(['cartebancaire', 'visa', 'mc', 'amex']);

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
 * `pay` pays. The order travels in the payment step's hidden fields and is checked again.
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

  if (intent !== 'pay') {
    const brands = await acceptedBrands(deps.visitorApi).catch(() => [...knownBrands]);
    const step: GiftCardAnswer = {
      step: 'payment',
      order,
      attempt: newAttemptKey(),
      brands,
      holderName: '',
    };
    return data(step);
  }

  const card = {
    cardNumber: formField(form, 'cardNumber', 40),
    expiry: formField(form, 'expiry', 10),
    cvc: formField(form, 'cvc', 10),
    holderName: formField(form, 'holderName', 100).trim(),
  };
  const brands = formField(form, 'brands', 100)
    .split(',')
    .filter((brand) => knownBrands.has(brand));
  // a post without its key (a form of another version) is a new attempt
  const attempt = readAttemptKey(formField(form, 'attempt', 64)) ?? newAttemptKey();
  const paymentStep = (
    extra: Pick<
      Extract<GiftCardAnswer, { step: 'payment' }>,
      'fieldErrors' | 'message' | 'contactSupport'
    >,
    status: number,
    nextAttempt: string,
  ) =>
    data<GiftCardAnswer>(
      {
        step: 'payment',
        order,
        attempt: nextAttempt,
        brands,
        holderName: card.holderName,
        ...extra,
      },
      status,
    );

  const cardErrors = checkFields(cardChecks(deps.now), card);
  // nothing was sent: the same attempt goes on
  if (cardErrors) return paymentStep({ fieldErrors: cardErrors }, 400, attempt);

  const outcome = await payGiftCard(deps.visitorApi, {
    order,
    method: testPaymentMethod({
      number: card.cardNumber,
      expiry: card.expiry,
      cvc: card.cvc,
      holderName: card.holderName,
    }),
    attempt,
    returnUrl: new URL('/carte-cadeau/confirmation', request.url).href,
  });
  switch (outcome.kind) {
    case 'paid':
      return data<GiftCardAnswer>({
        step: 'done',
        giftCard: {
          ...outcome.giftCard,
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
      // a refusal ends this attempt: trying again is a new payment
      return paymentStep(
        outcome.field
          ? { fieldErrors: { [outcome.field]: outcome.message } }
          : { message: outcome.message },
        outcome.status,
        newAttemptKey(),
      );
    case 'failed':
      return paymentStep(
        { message: outcome.message, contactSupport: outcome.status === 422 },
        outcome.status,
        newAttemptKey(),
      );
  }
}
