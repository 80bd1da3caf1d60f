import type { GiftCardAmount } from '../../shared/gift-card.ts';
import type { ApiClient } from './api-client.ts';
import {
  paymentDetails,
  paymentFailureOf,
  paymentOutcomeOf,
  type PaymentAnswerData,
  type PaymentMethod,
  type PaymentOutcome,
} from './card-payment.ts';

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

export type GiftCardOutcome = PaymentOutcome<IssuedGiftCard>;

interface GiftCardAnswerData extends PaymentAnswerData {
  giftCard?: {
    code?: unknown;
    value?: unknown;
    expires_at?: unknown;
    customer_display?: unknown;
    recipient_name?: unknown;
    recipient_email?: unknown;
    buyer_email?: unknown;
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function issuedCardOf(result: GiftCardAnswerData): IssuedGiftCard | undefined {
  const card = result.giftCard;
  if (!card || typeof card.code !== 'string') return undefined;
  return {
    code: card.code,
    value: Number(card.value),
    expiresAt: String(card.expires_at),
    display: String(card.customer_display ?? ''),
    reference: String(result.merchantReference ?? ''),
    recipientName: text(card.recipient_name),
    recipientEmail: text(card.recipient_email),
    buyerEmail: text(card.buyer_email),
  };
}

/**
 * Pays for a gift card. `attempt` is the payment's idempotency key: sent twice, the same
 * payment answers twice and a single card is issued (ADR 034).
 */
export async function payGiftCard(
  api: ApiClient,
  payment: { order: GiftCardOrder; method: PaymentMethod; attempt: string; returnUrl: string },
): Promise<GiftCardOutcome> {
  const { order } = payment;
  try {
    const answer = await api.post<{ data?: GiftCardAnswerData }>(
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
    return paymentOutcomeOf(answer.data ?? {}, issuedCardOf);
  } catch (error) {
    return paymentFailureOf(error);
  }
}

/** The end of a gift card's 3-D Secure payment: the result the shopper came back with. */
export const giftCardPaymentDetails = (
  api: ApiClient,
  redirectResult: string,
): Promise<GiftCardOutcome> => paymentDetails(api, redirectResult, issuedCardOf);
