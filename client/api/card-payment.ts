import type {
  PaymentMethodsResponse,
  RawPaymentMethod,
  RawStoredPaymentMethod,
} from '@adyen/adyen-web';
import { refusalMessage } from '../../shared/payment-refusals.ts';
import { unavailableMessage } from '../../shared/site-error-messages.ts';
import type { ApiClient } from './api-client.ts';
import { ApiError, ApiUnavailableError } from './api-error.ts';

// A card payment through the product API's Adyen-shaped interface (spec §7), whatever it pays
// (a gift card, ADR 037; the funnel's first order, ADR 043): the methods offered, the answer
// read as paid, 3-D Secure, refused or failed, and the end of 3-D Secure.

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'holderName';

/** Adyen's card payment method: test format, or what its Drop-in encrypted. */
export type PaymentMethod = Record<string, unknown> & { type: string };

export type PaymentOutcome<Paid> =
  | { kind: 'paid'; paid: Paid }
  /** 3-D Secure: the shopper authenticates at `url`, then comes back with a redirectResult */
  | { kind: 'redirect'; url: string }
  /** the bank said no, or a field was wrong: a new attempt may follow */
  | { kind: 'refused'; status: number; message: string; field?: CardField; reason?: string }
  /** nothing can be done from the form (spec §8's contact-support messages, the API down) */
  | { kind: 'failed'; status: number; message: string };

/** What an Adyen-shaped payment answers, as far as every payment reads it. */
export interface PaymentAnswerData {
  resultCode?: string;
  refusalReason?: string;
  merchantReference?: string;
  action?: { url?: unknown };
}

// the product API's validation messages of a card's fields (product-api/payments)
const fieldOfMessage: Record<string, CardField> = {
  'Invalid card number': 'cardNumber',
  'Invalid card expiry date': 'expiry',
  'Invalid CVC': 'cvc',
};

/**
 * The outcome of a payment's answer: `readPaid` reads what an authorised payment bought (or
 * undefined when it is not there, read as a refusal).
 */
export function paymentOutcomeOf<Data extends PaymentAnswerData, Paid>(
  result: Data,
  readPaid: (data: Data) => Paid | undefined,
): PaymentOutcome<Paid> {
  const paid = result.resultCode === 'Authorised' ? readPaid(result) : undefined;
  if (paid !== undefined) return { kind: 'paid', paid };
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
  'Card creation impossible: customer reference missing',
  'unable to create order',
]);

/** A payment call that threw, as an outcome; the product API's English reason in `reason`. */
export function paymentFailureOf<Paid>(error: unknown): PaymentOutcome<Paid> {
  if (error instanceof ApiError) {
    const body = error.body as { error?: { message?: unknown } } | null;
    const message = typeof body?.error?.message === 'string' ? body.error.message : '';
    const field = Object.hasOwn(fieldOfMessage, message) ? fieldOfMessage[message] : undefined;
    // spec §8: « Payment method not provided », « Order reference not found… », « Card
    // creation impossible… » and « unable to create order » send the shopper to customer
    // service; a wrong field, a key already used or too many tries leave the form usable, for
    // a new attempt
    if (contactSupport.has(message))
      return { kind: 'failed', status: error.status, message: error.frenchMessage };
    return {
      kind: 'refused',
      status: error.status,
      message: error.frenchMessage,
      field,
      reason: message,
    };
  }
  if (error instanceof ApiUnavailableError)
    return { kind: 'failed', status: 503, message: error.frenchMessage };
  return { kind: 'failed', status: 503, message: unavailableMessage };
}

/**
 * The end of a 3-D Secure payment (spec §7: POST /adyen/payments/details): the result the
 * shopper came back with, read as its payment reads it.
 */
export async function paymentDetails<Data extends PaymentAnswerData, Paid>(
  api: ApiClient,
  redirectResult: string,
  readPaid: (data: Data) => Paid | undefined,
): Promise<PaymentOutcome<Paid>> {
  try {
    const answer = await api.post<{ data?: Data }>(
      '/adyen/payments/details',
      { data: { details: { redirectResult } } },
      { skipGlobalNotify: true },
    );
    return paymentOutcomeOf(answer.data ?? ({} as Data), readPaid);
  } catch (error) {
    return paymentFailureOf(error);
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
