import type { ApiClient } from './api-client.ts';
import {
  paymentDetails,
  paymentFailureOf,
  paymentOutcomeOf,
  type PaymentAnswerData,
  type PaymentMethod,
  type PaymentOutcome,
} from './card-payment.ts';

// A card saved for the boxes (README « Payment cards »): POST /credit-cards/add, a 0 €
// authorisation, 3-D Secure completed by /adyen/payments/details (spec §7), ADR 048.

interface CardAnswerData extends PaymentAnswerData {
  card?: { last_four?: unknown; stored_payment_method_id?: unknown };
}

/** A saved card: its last four digits, and the id a payment names it by (Adyen's). */
export interface SavedCard {
  lastFour: string;
  storedPaymentMethodId: string;
}

/** What a saved card's answer reads. */
function savedOf(result: CardAnswerData): SavedCard | undefined {
  const { last_four: lastFour, stored_payment_method_id: id } = result.card ?? {};
  return typeof lastFour === 'string' && typeof id === 'string'
    ? { lastFour, storedPaymentMethodId: id }
    : undefined;
}

export type CardSavingOutcome = PaymentOutcome<SavedCard>;

/**
 * Saves the card `method`; `attempt` is the call's idempotency key (ADR 034): posted twice, one
 * card is saved and the same answer comes back.
 */
export async function saveCard(
  api: ApiClient,
  card: { method: PaymentMethod; attempt: string; returnUrl: string },
): Promise<CardSavingOutcome> {
  try {
    const answer = await api.post<{ data?: CardAnswerData }>(
      '/credit-cards/add',
      { data: { paymentMethod: card.method, returnUrl: card.returnUrl } },
      { skipGlobalNotify: true, headers: { 'Idempotency-Key': card.attempt } },
    );
    return paymentOutcomeOf(answer.data ?? {}, savedOf);
  } catch (error) {
    return paymentFailureOf(error);
  }
}

/** The end of a card's 3-D Secure authentication: the result the shopper came back with. */
export const cardSavingDetails = (
  api: ApiClient,
  redirectResult: string,
): Promise<CardSavingOutcome> => paymentDetails(api, redirectResult, savedOf);
