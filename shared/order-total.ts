import { applyCoupon, type Coupon } from './coupon.ts';
import type { GiftCard } from './gift-card-code.ts';

// What an order costs once its codes are taken off (ADR 036): the recipes' price (the welcome
// offer's grid, spec §9) and the extras, less the promo code with spec §5's caps (it reduces
// the recipes only, never the extras, as on the recipe page: ADR 012), less the gift card's
// value, which pays what the promo code left and never takes the total below zero.

export interface OrderTotalInput {
  /** the recipes' price in euros, e.g. `welcomeOfferPrice(…).total` */
  recipes: number;
  /** the extras' prices in euros */
  supplements?: readonly number[];
  coupon?: Coupon | null;
  giftCard?: Pick<GiftCard, 'value'> | null;
}

export interface OrderTotal {
  /** recipes and extras, before any code */
  subtotal: number;
  /** taken off by the promo code (0 when it does not apply) */
  couponDiscount: number;
  /** taken off by the gift card: its value, at most what is left after the promo code */
  giftCardDeduction: number;
  /** what is left to pay */
  total: number;
}

/** Sums in cents, so that 103,50 + 4,80 + 2,90 is 111,20 and not 111,19999… */
const cents = (euros: number) => Math.round(euros * 100);

export function orderTotal({
  recipes,
  supplements = [],
  coupon = null,
  giftCard = null,
}: OrderTotalInput): OrderTotal {
  const subtotal = [recipes, ...supplements].reduce((sum, price) => sum + cents(price), 0);
  const couponDiscount = cents(applyCoupon(recipes, coupon).discount);
  const afterCoupon = Math.max(0, subtotal - couponDiscount);
  const giftCardDeduction = Math.min(afterCoupon, Math.max(0, cents(giftCard?.value ?? 0)));
  return {
    subtotal: subtotal / 100,
    couponDiscount: couponDiscount / 100,
    giftCardDeduction: giftCardDeduction / 100,
    total: (afterCoupon - giftCardDeduction) / 100,
  };
}
