import type { FunnelBasket, SubscriptionPreference } from '../../shared/funnel-basket.ts';
import type { FirstOrder } from '../api/queries/first-order.ts';

/**
 * The basket an unpaid first order was made of (ADR 043): its box, week and recipes, and the
 * subscription's preferences, so that « Modifier » sends it back to its recipes whole
 * (ADR 052). Null for an order without a week (made before the funnel).
 */
export function basketOfOrder(
  order: FirstOrder,
  preferences: SubscriptionPreference[],
): FunnelBasket | null {
  if (order.week === null) return null;
  return {
    box: { guests: order.guests, recipes: order.recipeCount },
    week: order.week,
    recipes: order.recipes.map((recipe) => recipe.id),
    preferences,
  };
}
