import type { Selectable } from 'kysely';
import type { ApiContext } from '../context.ts';
import type { OrdersTable } from '../db/schema.ts';
import { applicationError, badRequest } from '../http/api-error.ts';
import type { CardDetails } from '../payments/authorise-card.ts';
import { saveCard } from '../payments/stored-cards.ts';
import { giftCardRefusal, validCoupon } from './order-codes.ts';
import { orderDetails } from './order-entry.ts';

// Paying the funnel's first order (README "Funnel"). Both run inside the payment's write
// transaction: a refusal thrown here leaves nothing paid, spent or saved.

/**
 * What a first order's 3-D Secure payment completes (payments.pending_order): the order by its
 * documentId, which no later order takes again, as its id may once it is replaced.
 */
export interface PendingFirstOrder {
  orderDocumentId: string;
  card: CardDetails;
}

/** Why the gift card `id` cannot pay now, or undefined. */
function refusalOf(ctx: ApiContext, id: number): string | undefined {
  const card = ctx.store.first(
    ctx.store.db.selectFrom('gift_cards').selectAll().where('id', '=', id),
  );
  return card ? giftCardRefusal(card, ctx.now()) : 'code not found';
}

/** Refuses an order that cannot be paid now, before any card is tried. */
export function checkPayable(ctx: ApiContext, order: Selectable<OrdersTable>): void {
  const now = ctx.now();
  if (!order.is_first || order.menu_id === null)
    throw badRequest('Bad Request', { reason: 'only the first order of the funnel is paid here' });
  if (order.paid_at !== null) throw applicationError('Order already paid');
  // the day is no longer open: its week's menu is ordered from the producers (spec §8)
  if (order.change_deadline <= now.toISOString()) throw applicationError('unable to create order');
  if (order.coupon_code !== null && !validCoupon(ctx, order.coupon_code))
    throw applicationError('code not found');
  const refusal = order.gift_card_id === null ? undefined : refusalOf(ctx, order.gift_card_id);
  if (refusal) throw applicationError(refusal);
}

/**
 * The first order's authorised payment, in one transaction: the order is paid (still
 * `preorder`), its gift card spent — only if nobody spent it first —, the subscription's funnel
 * completed and the card saved for the next boxes, as `/credit-cards/add` saves it (`card`
 * null when it paid with a card already saved).
 */
export function completeFirstOrder(
  ctx: ApiContext,
  payment: { id: number; userId: number; orderDocumentId: string; card: CardDetails | null },
) {
  const { store } = ctx;
  const { db } = store;
  const now = ctx.now();
  const stamp = now.toISOString();
  const order = store.first(
    db
      .selectFrom('orders')
      .selectAll()
      .where('document_id', '=', payment.orderDocumentId)
      .where('user_id', '=', payment.userId),
  );
  // replaced by a later order of the shopper while the bank asked for 3-D Secure
  if (!order) throw applicationError('unable to create order');
  const paid = store.run(
    db
      .updateTable('orders')
      .set({ paid_at: stamp, payment_id: payment.id, updated_at: stamp })
      .where('id', '=', order.id)
      .where('paid_at', 'is', null),
  );
  if (paid.changes !== 1) throw applicationError('Order already paid');
  if (order.gift_card_id !== null) {
    const spent = store.run(
      db
        .updateTable('gift_cards')
        .set({ used_by_user_id: payment.userId })
        .where('id', '=', order.gift_card_id)
        .where('used_by_user_id', 'is', null)
        .where('expires_at', '>', stamp),
    );
    if (spent.changes !== 1)
      throw applicationError(refusalOf(ctx, order.gift_card_id) ?? 'Gift card already used');
  }
  store.run(
    db
      .updateTable('subscriptions')
      .set({ funnel_completed: 1 })
      .where('user_id', '=', payment.userId)
      .where('funnel_completed', '=', 0),
  );
  const paidOrder = { ...order, paid_at: stamp, payment_id: payment.id, updated_at: stamp };
  const answer = { order: orderDetails(ctx, paidOrder, now) };
  return payment.card
    ? { ...answer, card: saveCard(ctx, payment.userId, payment.card, payment.id) }
    : answer;
}
