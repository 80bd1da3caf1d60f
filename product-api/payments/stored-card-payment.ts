import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ApiContext } from '../context.ts';
import type { CreditCardsTable } from '../db/schema.ts';
import { ApiError, invalidPayload } from '../http/api-error.ts';
import { isRecord } from '../http/body.ts';
import type { Authorisation, CardDetails } from './authorise-card.ts';

// A payment with a card the customer saved, named by Adyen's `storedPaymentMethodId` (README
// « Funnel »): the funnel saves the card with /credit-cards/add, 3-D Secure included, then pays
// the first order with it as a merchant charges a card on file, without a second
// authentication.

const storedMethod = z.strictObject({
  type: z.literal('scheme'),
  storedPaymentMethodId: z.string().min(1).max(64),
});

/** Whether a request's payment method names a saved card rather than a card's details. */
export const namesStoredCard = (raw: unknown): boolean =>
  isRecord(raw) && raw.storedPaymentMethodId !== undefined;

/** The customer's saved card the method names; another's, or none, is Adyen's 422 « 803 ». */
export function storedCardOf(
  ctx: ApiContext,
  userId: number,
  raw: unknown,
): Selectable<CreditCardsTable> {
  const parsed = storedMethod.safeParse(raw);
  if (!parsed.success) throw invalidPayload(parsed.error.issues);
  const card = ctx.store.first(
    ctx.store.db
      .selectFrom('credit_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('stored_payment_method_id', '=', parsed.data.storedPaymentMethodId),
  );
  if (!card)
    throw new ApiError(422, 'ValidationError', 'PaymentDetail not found', {
      errorCode: '803',
      errorType: 'validation',
    });
  return card;
}

/** A saved card charged: refused once it has expired, else authorised. */
export function authoriseStoredCard(card: Selectable<CreditCardsTable>, now: Date): Authorisation {
  const endOfExpiryMonth = new Date(
    Date.UTC(Number(card.expiry_year), Number(card.expiry_month), 1),
  );
  if (endOfExpiryMonth <= now)
    return { resultCode: 'Refused', refusalReason: 'Expired Card', refusalReasonCode: '6' };
  return {
    resultCode: 'Authorised',
    card: {
      brand: card.brand as CardDetails['brand'],
      lastFour: card.last_four,
      expiryMonth: card.expiry_month,
      expiryYear: card.expiry_year,
      holderName: card.holder_name,
    },
  };
}
