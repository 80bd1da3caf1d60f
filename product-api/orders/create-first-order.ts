import { randomInt } from 'node:crypto';
import { tierSupplements } from '../catalogue/tier-supplements.ts';
import { gridPrice } from '../catalogue/welcome-offer-grid.ts';
import { ensureMenu, plannedWeeks } from '../catalogue/weekly-menus.ts';
import type { ApiContext } from '../context.ts';
import { documentId } from '../db/document-id.ts';
import { applicationError, invalidPayload } from '../http/api-error.ts';
import type { DeliveryAddress } from './delivery-address.ts';
import { changeDeadline, type DeliverySlot } from './delivery-schedule.ts';
import { deliveryIssues, plannedWeek, recipeIssues } from './first-order-checks.ts';
import { usableGiftCard, validCoupon } from './order-codes.ts';
import { orderPrice } from './order-price.ts';

// The funnel's first order (README "Funnel"): the subscription's number of recipes, chosen on
// the menu of one week of the planning, delivered on a day and in a slot still open, priced
// with the codes typed. Runs inside the caller's write transaction: nothing stays on a refusal.

export interface FirstOrderRequest {
  week: number;
  recipes: number[];
  delivery: DeliveryAddress;
  delivery_date: string;
  slot: DeliverySlot;
  coupon_code?: string | null;
  gift_card_code?: string | null;
}

const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I to misread
const newReference = () =>
  `CMD-${Array.from({ length: 8 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join('')}`;

/** Unpaid first orders go when the shopper starts again: one is waiting at most. */
export function dropUnpaidFirstOrders(ctx: ApiContext, userId: number): void {
  ctx.store.run(
    ctx.store.db
      .deleteFrom('orders')
      .where('user_id', '=', userId)
      .where('is_first', '=', 1)
      .where('paid_at', 'is', null),
  );
}

/** Creates the first order of `userId`'s subscription and answers its id. */
export function createFirstOrder(
  ctx: ApiContext,
  userId: number,
  request: FirstOrderRequest,
): number {
  const { store } = ctx;
  const { db } = store;
  const now = ctx.now().toISOString();
  const subscription = store.first(
    db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id'),
  );
  if (!subscription) throw applicationError('Subscription not found');
  if (subscription.funnel_completed) throw applicationError('First order already paid');

  const week = plannedWeek(ctx, request.week);
  if (!week) {
    const weeks = plannedWeeks(ctx).map((w) => w.week);
    throw invalidPayload([
      { path: ['week'], message: `week must be one of the planning's: ${weeks.join(', ')}` },
    ]);
  }
  const menuId = ensureMenu(ctx, week);
  const tierOf = new Map(
    store
      .all(db.selectFrom('recipes').select(['id', 'tier']).where('id', 'in', request.recipes))
      .map((recipe) => [recipe.id, recipe.tier]),
  );
  const coupon = request.coupon_code ? validCoupon(ctx, request.coupon_code) : undefined;
  const giftCard = request.gift_card_code ? usableGiftCard(ctx, request.gift_card_code) : undefined;
  const issues = [
    ...recipeIssues(ctx, menuId, request.recipes, tierOf, subscription.recipe_count),
    ...deliveryIssues(ctx, week, request.delivery_date, request.slot),
    ...(request.coupon_code && !coupon
      ? [{ path: ['coupon_code'], message: 'code not found' }]
      : []),
    ...(request.gift_card_code && !giftCard
      ? [{ path: ['gift_card_code'], message: 'code not found' }]
      : []),
  ];
  if (issues.length > 0) throw invalidPayload(issues);

  const grid = gridPrice(subscription.quantity, subscription.recipe_count);
  const supplementOf = tierSupplements(store, subscription.quantity);
  const supplements = request.recipes.map((id) => {
    const tier = tierOf.get(id);
    return tier === undefined ? undefined : supplementOf.get(tier);
  });
  // a box the grid does not price, or a tier without a price: the catalogue's fault, not the
  // shopper's (spec §8)
  if (grid === undefined || supplements.some((supplement) => supplement === undefined))
    throw applicationError('unable to create order');
  const price = orderPrice({
    gridPrice: grid,
    supplements: supplements.map((supplement) => supplement ?? 0),
    coupon: coupon ?? null,
    giftCardValue: giftCard?.value ?? null,
  });

  dropUnpaidFirstOrders(ctx, userId);
  const orderId = store.insertId(
    db.insertInto('orders').values({
      document_id: documentId(),
      user_id: userId,
      reference: newReference(),
      is_first: 1,
      status: 'preorder',
      previous_status: null,
      delivery_date: request.delivery_date,
      slot_start: request.slot.start,
      slot_end: request.slot.end,
      change_deadline: changeDeadline(request.delivery_date).toISOString(),
      guests: subscription.quantity,
      recipe_count: subscription.recipe_count,
      total: price.total,
      created_at: now,
      updated_at: now,
      menu_id: menuId,
      delivery_address: JSON.stringify(request.delivery),
      recipes_price: price.recipes,
      supplements_price: price.supplements,
      coupon_code: coupon?.code ?? null,
      coupon_discount: price.coupon_discount,
      gift_card_id: giftCard?.id ?? null,
      gift_card_deduction: price.gift_card_deduction,
      payment_id: null,
      paid_at: null,
    }),
  );
  request.recipes.forEach((recipeId, index) => {
    store.run(
      db.insertInto('order_recipes').values({
        order_id: orderId,
        recipe_id: recipeId,
        position: index + 1,
        supplement: supplements[index] ?? 0,
      }),
    );
  });
  return orderId;
}
