import type { Selectable } from 'kysely';
import type { ApiContext } from '../context.ts';
import type { OrdersTable, OrderStatus } from '../db/schema.ts';
import type { DeliveryAddress } from './delivery-address.ts';
import { subscriptionHeld } from '../subscriptions/own-subscription.ts';
import { recipesOfOrders } from './order-recipes.ts';

// Orders and their delivery slots (spec §4). An order can be suspended while it is still
// being prepared and its change deadline has not passed; the first order never (spec §4).
export const suspendable: OrderStatus[] = ['preorder', 'planned', 'confirmed'];
export const reactivatable: OrderStatus[] = ['suspended', 'skipped'];

const cents = (euros: number) => Math.round(euros * 100);

/**
 * An order as the API answers it. `held`: the customer's subscription is paused or suspended,
 * and a skipped box is not reactivated alone (it would be prepared and charged between held ones).
 */
export function orderEntry(order: Selectable<OrdersTable>, now: Date, held: boolean) {
  const open = order.change_deadline > now.toISOString();
  return {
    id: order.id,
    documentId: order.document_id,
    reference: order.reference,
    is_first: order.is_first === 1,
    status: order.status,
    delivery_date: order.delivery_date,
    slot: { start: order.slot_start, end: order.slot_end },
    change_deadline: order.change_deadline,
    can_suspend: order.is_first === 0 && suspendable.includes(order.status) && open,
    can_reactivate: reactivatable.includes(order.status) && open && !held,
    guests: order.guests,
    recipe_count: order.recipe_count,
    total: order.total,
    currency: 'EUR',
    paid_at: order.paid_at,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
  };
}

/**
 * One order with what the funnel recorded (README "Funnel"): its week, recipes, delivery address
 * and price breakdown; null or empty for the orders made before the funnel.
 */
export function orderDetails(
  ctx: Pick<ApiContext, 'store' | 'finder'>,
  order: Selectable<OrdersTable>,
  now: Date,
) {
  const { store } = ctx;
  const { db } = store;
  const menu =
    order.menu_id === null
      ? undefined
      : store.first(
          db.selectFrom('menus').select(['year', 'week']).where('id', '=', order.menu_id),
        );
  const recipes = recipesOfOrders(ctx, [order.id]).get(order.id) ?? [];
  const giftCard =
    order.gift_card_id === null
      ? undefined
      : store.first(
          db.selectFrom('gift_cards').select('code').where('id', '=', order.gift_card_id),
        );
  return {
    ...orderEntry(order, now, subscriptionHeld(store, order.user_id)),
    year: menu?.year ?? null,
    week: menu?.week ?? null,
    recipes,
    delivery: order.delivery_address
      ? (JSON.parse(order.delivery_address) as DeliveryAddress)
      : null,
    price:
      order.recipes_price === null || order.supplements_price === null
        ? null
        : {
            recipes: order.recipes_price,
            supplements: order.supplements_price,
            subtotal: (cents(order.recipes_price) + cents(order.supplements_price)) / 100,
            coupon_code: order.coupon_code,
            coupon_discount: order.coupon_discount,
            gift_card_code: giftCard?.code ?? null,
            gift_card_deduction: order.gift_card_deduction,
            total: order.total,
            currency: 'EUR',
          },
  };
}
