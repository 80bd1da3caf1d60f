import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ApiContext } from '../context.ts';
import { documentId } from '../db/document-id.ts';
import type { CreditCardsTable } from '../db/schema.ts';
import type { CardDetails } from './authorise-card.ts';

/** A customer's stored card as the API shows it: never more than its last four digits. */
export function storedCard(card: Selectable<CreditCardsTable>) {
  return {
    id: card.id,
    documentId: card.document_id,
    brand: card.brand,
    last_four: card.last_four,
    expiry_month: card.expiry_month,
    expiry_year: card.expiry_year,
    holder_name: card.holder_name,
    stored_payment_method_id: card.stored_payment_method_id,
  };
}

/**
 * Stores an authorised card for later payments, as Adyen's tokenisation would, with the
 * payment that authorised it. The same card again (its brand, last four digits and expiry: a
 * payment retried, a second click) is the one already stored, as Adyen answers the same
 * stored payment method for the same card of a shopper.
 */
export function saveCard(ctx: ApiContext, userId: number, card: CardDetails, paymentId: number) {
  const { store } = ctx;
  const known = store.first(
    store.db
      .selectFrom('credit_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('brand', '=', card.brand)
      .where('last_four', '=', card.lastFour)
      .where('expiry_month', '=', card.expiryMonth)
      .where('expiry_year', '=', card.expiryYear),
  );
  if (known) return storedCard(known);
  const insertedId = store.insertId(
    store.db.insertInto('credit_cards').values({
      document_id: documentId(),
      user_id: userId,
      brand: card.brand,
      last_four: card.lastFour,
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      holder_name: card.holderName,
      stored_payment_method_id: `PM${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`,
      created_at: ctx.now().toISOString(),
      payment_id: paymentId,
    }),
  );
  const saved = store.first(
    store.db.selectFrom('credit_cards').selectAll().where('id', '=', insertedId),
  );
  if (!saved) throw new Error('saved card not found');
  return storedCard(saved);
}
