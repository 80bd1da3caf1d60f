import type { ApiClient } from './api-client.ts';
import {
  paymentDetails,
  paymentFailureOf,
  paymentOutcomeOf,
  type PaymentAnswerData,
  type PaymentMethod,
  type PaymentOutcome,
} from './card-payment.ts';

// The funnel's first order paid by card (README « Funnel »: POST /users/me/shopper-reference,
// POST /orders/{id}/pay, then /adyen/payments/details after 3-D Secure), ADR 039 and 043.

/** The order a payment paid: where its confirmation is. */
export interface PaidOrder {
  reference: string;
  documentId: string;
}

export type FirstOrderOutcome = PaymentOutcome<PaidOrder>;

interface FirstOrderAnswerData extends PaymentAnswerData {
  order?: { reference?: unknown; documentId?: unknown };
}

function paidOrderOf(result: FirstOrderAnswerData): PaidOrder | undefined {
  const { reference, documentId } = result.order ?? {};
  return typeof reference === 'string' && typeof documentId === 'string'
    ? { reference, documentId }
    : undefined;
}

/**
 * spec §5: a card is saved only for a customer with a shopper reference; the product API makes
 * one the first time (201) and answers the same one after (200). False when it could not.
 */
export async function ensureShopperReference(api: ApiClient): Promise<boolean> {
  try {
    await api.post('/users/me/shopper-reference', undefined, { skipGlobalNotify: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Pays the first order `orderId` (its documentId). `attempt` is the payment's idempotency key:
 * sent twice, the order is paid once and the same answer comes back (ADR 034).
 */
export async function payFirstOrder(
  api: ApiClient,
  payment: { orderId: string; method: PaymentMethod; attempt: string; returnUrl: string },
): Promise<FirstOrderOutcome> {
  try {
    const answer = await api.post<{ data?: FirstOrderAnswerData }>(
      `/orders/${encodeURIComponent(payment.orderId)}/pay`,
      { data: { paymentMethod: payment.method, returnUrl: payment.returnUrl } },
      { skipGlobalNotify: true, headers: { 'Idempotency-Key': payment.attempt } },
    );
    return paymentOutcomeOf(answer.data ?? {}, paidOrderOf);
  } catch (error) {
    return paymentFailureOf(error);
  }
}

/** The end of the first order's 3-D Secure payment: the result the shopper came back with. */
export const firstOrderPaymentDetails = (
  api: ApiClient,
  redirectResult: string,
): Promise<FirstOrderOutcome> => paymentDetails(api, redirectResult, paidOrderOf);
