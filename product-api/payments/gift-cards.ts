import { randomInt } from 'node:crypto';
import { documentId } from '../db/document-id.ts';
import type { ApiContext } from '../context.ts';
import type { GiftCardsTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';
import { giftCardEmail } from './gift-card-email.ts';

export const giftCardValues = [30, 50, 80, 100];
const validityMonths = 12;
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I to misread

export interface GiftCardOrder {
  value: number;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string | null;
  message: string | null;
}

const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export function giftCardEntry(card: Selectable<GiftCardsTable>) {
  return {
    id: card.id,
    documentId: card.document_id,
    code: card.code,
    value: card.value,
    customer_display: card.customer_display,
    expires_at: card.expires_at,
  };
}

/**
 * A card as its buyer's payment answers it: with whom it is for and where it goes, which the
 * confirmation shows (the code check of the basket answers `giftCardEntry` only).
 */
export function purchasedGiftCard(card: Selectable<GiftCardsTable>) {
  return {
    ...giftCardEntry(card),
    recipient_name: card.recipient_name,
    recipient_email: card.recipient_email,
    buyer_email: card.buyer_email,
  };
}

function newCode(): string {
  const part = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `POTI-${part()}-${part()}`;
}

export function issueGiftCard(ctx: ApiContext, order: GiftCardOrder, paymentId: number | null) {
  const now = ctx.now();
  const expires = new Date(now);
  expires.setUTCMonth(expires.getUTCMonth() + validityMonths);
  const insertedId = ctx.store.insertId(
    ctx.store.db.insertInto('gift_cards').values({
      document_id: documentId(),
      code: newCode(),
      value: order.value,
      customer_display: `Carte cadeau de ${euros.format(order.value)} pour ${order.recipientName}`,
      buyer_email: order.buyerEmail,
      recipient_name: order.recipientName,
      recipient_email: order.recipientEmail,
      message: order.message,
      payment_id: paymentId,
      used_by_user_id: null,
      expires_at: expires.toISOString(),
      created_at: now.toISOString(),
    }),
  );
  const card = ctx.store.first(
    ctx.store.db.selectFrom('gift_cards').selectAll().where('id', '=', insertedId),
  );
  if (!card) throw new Error('issued gift card not found');
  return purchasedGiftCard(card);
}

/** The embedded API sends no e-mail: the one a new gift card would send goes to the log. */
export function logGiftCardEmail(
  ctx: ApiContext,
  order: GiftCardOrder,
  card: ReturnType<typeof giftCardEntry>,
): void {
  ctx.logger.info(giftCardEmail(order, card), 'gift card e-mail');
}
