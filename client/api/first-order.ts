import type { DeliverySlot } from '../../shared/delivery-slot.ts';
import type { FunnelBasket } from '../../shared/funnel-basket.ts';
import type { ApiClient } from './api-client.ts';
import { ApiError, ApiUnavailableError } from './api-error.ts';

// The delivery step's call (ADR 043, README "Funnel"): the first order (the week's recipes, the
// address, the day, the slot, the codes) with its subscription (the box and its preferences),
// on behalf of the visitor. Its refusals go back to the form, never to a toast.

/** The address as `POST /orders` takes it, `delivery` (README "Funnel"). */
export interface DeliveryAddress {
  first_name: string;
  last_name: string;
  address_line1: string;
  address_line2?: string;
  postcode: string;
  city: string;
  phone: string;
  instructions?: string;
}

export interface FirstOrder {
  basket: FunnelBasket;
  delivery: DeliveryAddress;
  /** YYYY-MM-DD, one of GET /delivery-days's */
  deliveryDate: string;
  slot: DeliverySlot;
  couponCode?: string;
  giftCardCode?: string;
}

/** One of a 400's `details.errors`. */
export interface ApiIssue {
  path: unknown[];
  message: string;
}

export type FirstOrderOutcome =
  | { kind: 'ordered' }
  /** the session ended meanwhile: the account step opens another */
  | { kind: 'unauthorized' }
  /** spec §8's French message of the refusal, and the fields the API found wrong */
  | { kind: 'refused'; status: number; message: string; issues: ApiIssue[] };

const isIssue = (value: unknown): value is ApiIssue =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { path?: unknown }).path) &&
  typeof (value as { message?: unknown }).message === 'string';

/** `error.details.errors` of a Strapi error body, the entries of the documented shape only. */
function issuesOf(body: unknown): ApiIssue[] {
  const errors = (body as { error?: { details?: { errors?: unknown } } } | null)?.error?.details
    ?.errors;
  return Array.isArray(errors) ? errors.filter(isIssue) : [];
}

const quiet = { skipGlobalNotify: true };

/**
 * Records the first order and its subscription in one call (both replace unpaid ones, ADR 039):
 * the product API writes both or, on any refusal, neither (ADR 053).
 */
export async function orderFirstBox(api: ApiClient, order: FirstOrder): Promise<FirstOrderOutcome> {
  const { basket } = order;
  try {
    await api.post(
      '/orders',
      {
        data: {
          subscription: {
            quantity: basket.box.guests,
            recipe_count: basket.box.recipes,
            preferences: basket.preferences,
          },
          week: basket.week,
          recipes: basket.recipes,
          delivery: order.delivery,
          delivery_date: order.deliveryDate,
          slot: order.slot,
          ...(order.couponCode ? { coupon_code: order.couponCode } : {}),
          ...(order.giftCardCode ? { gift_card_code: order.giftCardCode } : {}),
        },
      },
      quiet,
    );
    return { kind: 'ordered' };
  } catch (error) {
    if (error instanceof ApiError)
      return error.status === 401
        ? { kind: 'unauthorized' }
        : {
            kind: 'refused',
            status: error.status,
            message: error.frenchMessage,
            issues: issuesOf(error.body),
          };
    if (error instanceof ApiUnavailableError)
      return { kind: 'refused', status: 503, message: error.frenchMessage, issues: [] };
    throw error;
  }
}
