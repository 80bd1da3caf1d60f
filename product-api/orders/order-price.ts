import type { DiscountsTable } from '../db/schema.ts';

// A first order's price (README "Funnel"): the welcome offer's grid price for guests × recipes
// (spec §9), plus the tier supplements of the chosen recipes, less the promo code with spec §5's
// caps — fixed → its value; percent → the grid price × value / 100, at most max_value; never
// more than the grid price; only when its scope is recipe or all — taken off the grid price, as
// the site's basket does (ADR 036), less the gift card's value, never below 0. In cents, so that
// 103,50 + 4,80 is 108,30 and not 108,29999…

export type Coupon = Pick<DiscountsTable, 'scope' | 'discount_type' | 'value' | 'max_value'>;

export interface OrderPrice {
  /** the grid price of guests × recipes */
  recipes: number;
  /** the chosen recipes' tier supplements */
  supplements: number;
  subtotal: number;
  coupon_discount: number;
  gift_card_deduction: number;
  /** what is left to pay */
  total: number;
}

const cents = (euros: number) => Math.round(euros * 100);

function couponDiscount(recipesCents: number, coupon: Coupon | null): number {
  if (!coupon || (coupon.scope !== 'recipe' && coupon.scope !== 'all')) return 0;
  const discount =
    coupon.discount_type === 'fixed'
      ? cents(coupon.value)
      : Math.min(
          Math.round((recipesCents * coupon.value) / 100),
          coupon.max_value === null ? Infinity : cents(coupon.max_value),
        );
  return Math.min(Math.max(0, discount), recipesCents);
}

export function orderPrice(input: {
  gridPrice: number;
  supplements: readonly number[];
  coupon: Coupon | null;
  giftCardValue: number | null;
}): OrderPrice {
  const recipes = cents(input.gridPrice);
  const supplements = input.supplements.reduce((sum, euros) => sum + cents(euros), 0);
  const subtotal = recipes + supplements;
  const discount = couponDiscount(recipes, input.coupon);
  const giftCard = Math.min(subtotal - discount, Math.max(0, cents(input.giftCardValue ?? 0)));
  return {
    recipes: recipes / 100,
    supplements: supplements / 100,
    subtotal: subtotal / 100,
    coupon_discount: discount / 100,
    gift_card_deduction: giftCard / 100,
    total: (subtotal - discount - giftCard) / 100,
  };
}
