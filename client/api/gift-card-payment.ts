import type {
  PaymentMethodsResponse,
  RawPaymentMethod,
  RawStoredPaymentMethod,
} from '@adyen/adyen-web';
import type { GiftCardAmount } from '../../shared/gift-card.ts';
import { refusalMessage } from '../../shared/payment-refusals.ts';
import { unavailableMessage } from '../../shared/site-error-messages.ts';
import type { ApiClient } from './api-client.ts';
import { ApiError, ApiUnavailableError } from './api-error.ts';

// spec §7's gift card payment (POST /discounts/pay-gift-card, then /adyen/payments/details
// after 3-D Secure), read into what the purchase page shows (ADR 037).

export interface GiftCardOrder {
  value: GiftCardAmount;
  email: string;
  recipientName: string;
  /** empty when the buyer hands the card over themselves */
  recipientEmail: string;
  message: string;
}

/** A card issued by a payment: what the confirmation shows. */
export interface IssuedGiftCard {
  code: string;
  value: number;
  /** ISO date and time */
  expiresAt: string;
  /** the product API's « Carte cadeau de 50 € pour Camille » */
  display: string;
  /** the payment's reference at the merchant (the analytics' transaction) */
  reference: string;
  recipientName: string;
  /** empty when the buyer hands the card over */
  recipientEmail: string;
  buyerEmail: string;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'holderName';

export type PaymentOutcome =
  | { kind: 'paid'; giftCard: IssuedGiftCard }
  /** 3-D Secure: the shopper authenticates at `url`, then comes back with a redirectResult */
  | { kind: 'redirect'; url: string }
  /** the bank said no, or a field was wrong: a new attempt may follow */
  | { kind: 'refused'; status: number; message: string; field?: CardField }
  /** nothing can be done from the form (spec §8's contact-support messages, the API down) */
  | { kind: 'failed'; status: number; message: string };

/** Adyen's card payment method: test format, or what its Drop-in encrypted. */
export type PaymentMethod = Record<string, unknown> & { type: string };

interface PaymentAnswer {
  data?: {
    resultCode?: string;
    refusalReason?: string;
    merchantReference?: string;
    action?: { url?: unknown };
    giftCard?: {
      code?: unknown;
      value?: unknown;
      expires_at?: unknown;
      customer_display?: unknown;
      recipient_name?: unknown;
      recipient_email?: unknown;
      buyer_email?: unknown;
    };
  };
}

// the product API's validation messages of a card's fields (product-api/payments)
const fieldOfMessage: Record<string, CardField> = {
  'Invalid card number': 'cardNumber',
  'Invalid card expiry date': 'expiry',
  'Invalid CVC': 'cvc',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function outcomeOf(answer: PaymentAnswer): PaymentOutcome {
  const result = answer.data ?? {};
  const card = result.giftCard;
  if (result.resultCode === 'Authorised' && card && typeof card.code === 'string') {
    return {
      kind: 'paid',
      giftCard: {
        code: card.code,
        value: Number(card.value),
        expiresAt: String(card.expires_at),
        display: String(card.customer_display ?? ''),
        reference: String(result.merchantReference ?? ''),
        recipientName: text(card.recipient_name),
        recipientEmail: text(card.recipient_email),
        buyerEmail: text(card.buyer_email),
      },
    };
  }
  if (result.resultCode === 'RedirectShopper' && typeof result.action?.url === 'string') {
    const url = result.action.url;
    // only a web page: the address comes from the payment provider, never from the visitor
    if (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//')))
      return { kind: 'redirect', url };
  }
  return { kind: 'refused', status: 402, message: refusalMessage(result.refusalReason) };
}

const contactSupport = new Set([
  'Payment method not provided',
  'Order reference not found in the payment response',
]);

function failureOf(error: unknown): PaymentOutcome {
  if (error instanceof ApiError) {
    const body = error.body as { error?: { message?: unknown } } | null;
    const message = typeof body?.error?.message === 'string' ? body.error.message : '';
    const field = Object.hasOwn(fieldOfMessage, message) ? fieldOfMessage[message] : undefined;
    // spec §8: « Payment method not provided » and « Order reference not found… » send the
    // shopper to customer service; a wrong field, a key already used or too many tries leave
    // the form usable, for a new attempt
    if (contactSupport.has(message))
      return { kind: 'failed', status: error.status, message: error.frenchMessage };
    return { kind: 'refused', status: error.status, message: error.frenchMessage, field };
  }
  if (error instanceof ApiUnavailableError)
    return { kind: 'failed', status: 503, message: error.frenchMessage };
  return { kind: 'failed', status: 503, message: unavailableMessage };
}

/**
 * Pays for a gift card. `attempt` is the payment's idempotency key: sent twice, the same
 * payment answers twice and a single card is issued (ADR 034).
 */
export async function payGiftCard(
  api: ApiClient,
  payment: { order: GiftCardOrder; method: PaymentMethod; attempt: string; returnUrl: string },
): Promise<PaymentOutcome> {
  const { order } = payment;
  try {
    const answer = await api.post<PaymentAnswer>(
      '/discounts/pay-gift-card',
      {
        data: {
          value: order.value,
          email: order.email,
          recipient_name: order.recipientName,
          ...(order.recipientEmail ? { recipient_email: order.recipientEmail } : {}),
          ...(order.message ? { message: order.message } : {}),
          paymentMethod: payment.method,
          returnUrl: payment.returnUrl,
        },
      },
      { skipGlobalNotify: true, headers: { 'Idempotency-Key': payment.attempt } },
    );
    return outcomeOf(answer);
  } catch (error) {
    return failureOf(error);
  }
}

/** The end of a 3-D Secure payment: the result the shopper came back with. */
export async function paymentDetails(
  api: ApiClient,
  redirectResult: string,
): Promise<PaymentOutcome> {
  try {
    const answer = await api.post<PaymentAnswer>(
      '/adyen/payments/details',
      { data: { details: { redirectResult } } },
      { skipGlobalNotify: true },
    );
    return outcomeOf(answer);
  } catch (error) {
    return failureOf(error);
  }
}

/** Adyen's /paymentMethods answer, whole: its Drop-in takes it as it is (ADR 038). */
export type AvailablePaymentMethods = PaymentMethodsResponse;

/**
 * The entries of a list with a string `type` and a string `key` (a name, an id): checked as far
 * as the page reads them, the rest is Adyen's Drop-in's to read.
 */
const methodsIn = <Method>(list: unknown, key: 'name' | 'id'): Method[] =>
  Array.isArray(list)
    ? list.filter(
        (method): method is Method =>
          typeof method === 'object' &&
          method !== null &&
          typeof method.type === 'string' &&
          typeof method[key] === 'string',
      )
    : [];

/** The payment methods the payment step offers (POST /adyen/availablePaymentMethods). */
export async function availablePaymentMethods(api: ApiClient): Promise<AvailablePaymentMethods> {
  const answer = await api.post<{ paymentMethods?: unknown; storedPaymentMethods?: unknown }>(
    '/adyen/availablePaymentMethods',
    {},
    { skipGlobalNotify: true },
  );
  return {
    paymentMethods: methodsIn<RawPaymentMethod>(answer.paymentMethods, 'name'),
    storedPaymentMethods: methodsIn<RawStoredPaymentMethod>(answer.storedPaymentMethods, 'id'),
  };
}

/** The card brands accepted: Adyen's codes in the card method (cartebancaire, visa, mc, amex). */
export function cardBrands(methods: AvailablePaymentMethods): string[] {
  const scheme = methods.paymentMethods?.find((method) => method.type === 'scheme');
  return Array.isArray(scheme?.brands)
    ? scheme.brands.filter((brand): brand is string => typeof brand === 'string')
    : [];
}
