import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client.ts';
import type { OrderAnswer } from './first-order-schema.ts';

// The funnel's first order (ADR 043): recorded by the delivery step, paid by the payment step,
// shown by the confirmation. From GET /orders and GET /orders/{id} (README « Funnel »).

export interface FirstOrder {
  documentId: string;
  /** « CMD-7K2M9QXA », what the customer quotes */
  reference: string;
  guests: number;
  recipeCount: number;
  /** YYYY-MM-DD */
  deliveryDate: string;
  /** « HH:MM », 24-hour */
  slot: { start: string; end: string };
  paidAt: string | null;
  /** the ISO week of its menu (README « Funnel »), null for an order made before the funnel */
  week: number | null;
  recipes: { id: number; name: string; tier: string; supplement: number }[];
  delivery: {
    name: string;
    lines: string[];
    phone: string;
    instructions: string | null;
  } | null;
  /**
   * euros (ADR 039). The gift card's code is not kept: it is a bearer code, and the page only
   * says how much it paid.
   */
  price: {
    recipes: number;
    supplements: number;
    couponCode: string | null;
    couponDiscount: number;
    giftCardDeduction: number;
    total: number;
  } | null;
}

export function firstOrderOf(order: OrderAnswer): FirstOrder {
  const { delivery, price } = order;
  return {
    documentId: order.documentId,
    reference: order.reference,
    guests: order.guests,
    recipeCount: order.recipe_count,
    deliveryDate: order.delivery_date,
    slot: order.slot,
    paidAt: order.paid_at,
    week: order.week,
    recipes: order.recipes.map(({ id, name, tier, supplement }) => ({
      id,
      name,
      tier,
      supplement,
    })),
    delivery: delivery && {
      name: `${delivery.first_name} ${delivery.last_name}`,
      lines: [
        delivery.address_line1,
        ...(delivery.address_line2 ? [delivery.address_line2] : []),
        `${delivery.postcode} ${delivery.city}`,
      ],
      phone: delivery.phone,
      instructions: delivery.instructions ?? null,
    },
    price: price && {
      recipes: price.recipes,
      supplements: price.supplements,
      couponCode: price.coupon_code,
      couponDiscount: price.coupon_discount,
      giftCardDeduction: price.gift_card_deduction,
      total: price.total,
    },
  };
}

/** One of the customer's orders, found in GET /orders, then read whole; null when none is. */
async function orderFound(
  api: ApiClient,
  matches: (order: { reference: string; is_first: boolean; paid_at: string | null }) => boolean,
): Promise<FirstOrder | null> {
  const { ordersAnswer, orderAnswer } = await import('./first-order-schema.ts');
  const list = ordersAnswer.parse(await api.get('/orders'));
  const found = list.data.find(matches);
  if (!found) return null;
  const body = await api.get(`/orders/${encodeURIComponent(found.documentId)}`);
  return firstOrderOf(orderAnswer.parse(body).data);
}

// what a step just changed (an order recorded, a payment) shows at the next visit
const staleTime = 5_000;

/** The first order still to pay (ADR 043: the payment step's state), or null. */
export const unpaidFirstOrderQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['orders', 'unpaid-first'],
    staleTime,
    queryFn: () => orderFound(api, (order) => order.is_first && order.paid_at === null),
  });

/** The customer's first order of that reference (someone else's is none), or null. */
export const firstOrderByReferenceQuery = (api: ApiClient, reference: string) =>
  queryOptions({
    queryKey: ['orders', 'first', reference],
    staleTime,
    queryFn: () => orderFound(api, (order) => order.is_first && order.reference === reference),
  });
