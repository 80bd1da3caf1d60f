import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../shared/coupon.ts';
import { orderTotal } from '../../shared/order-total.ts';

// the product API's seed: BIENVENUE (all, 50 %, at most 40 €), RECETTE5 (recipe, 5 € off);
// the gift cards it sells are worth 30, 50, 80 or 100 €
const bienvenue: Coupon = {
  code: 'BIENVENUE',
  scope: 'all',
  discount_type: 'percent',
  value: 50,
  max_value: 40,
};
const recette5: Coupon = {
  code: 'RECETTE5',
  scope: 'recipe',
  discount_type: 'fixed',
  value: 5,
  max_value: null,
};
const card50 = { value: 50 };

describe('orderTotal (spec §5, §9; ADR 036)', () => {
  it('without a code: the grid price (spec §9: 32 dishes, 150 €)', () => {
    expect(orderTotal({ recipes: 150 })).toEqual({
      subtotal: 150,
      couponDiscount: 0,
      giftCardDeduction: 0,
      total: 150,
    });
  });

  it('the promo code with spec §5’s caps: 50 % of 150 € is 75 €, capped at max_value 40 €', () => {
    expect(orderTotal({ recipes: 150, coupon: bienvenue })).toEqual({
      subtotal: 150,
      couponDiscount: 40,
      giftCardDeduction: 0,
      total: 110,
    });
  });

  it('the gift card’s value comes off after the promo code: 150 − 40 − 50 = 60 €', () => {
    expect(orderTotal({ recipes: 150, coupon: bienvenue, giftCard: card50 })).toEqual({
      subtotal: 150,
      couponDiscount: 40,
      giftCardDeduction: 50,
      total: 60,
    });
  });

  it('the percent is of the price before the card: 15 % of 96 €, then 30 € (not 15 % of 66 €)', () => {
    const fifteen = { ...bienvenue, value: 15, max_value: null };
    expect(orderTotal({ recipes: 96, coupon: fifteen, giftCard: { value: 30 } }).total).toBe(51.6);
  });

  it('never below zero: 4 dishes (45 €), half off, then a 50 € card pays the 22,50 € left', () => {
    expect(orderTotal({ recipes: 45, coupon: bienvenue, giftCard: card50 })).toEqual({
      subtotal: 45,
      couponDiscount: 22.5,
      giftCardDeduction: 22.5,
      total: 0,
    });
    expect(orderTotal({ recipes: 45, giftCard: { value: 100 } }).total).toBe(0);
  });

  it('spec §5: every discount capped at the total, so a 5 € code leaves 0 € of a 3,50 € price', () => {
    expect(orderTotal({ recipes: 3.5, coupon: recette5, giftCard: card50 })).toEqual({
      subtotal: 3.5,
      couponDiscount: 3.5,
      giftCardDeduction: 0,
      total: 0,
    });
  });

  it('the promo code reduces the recipes only; the card pays the extras too', () => {
    // 50 % of 65 € (8 dishes) is 32,50 €; the extras 4,90 € and 3,50 € keep their price
    expect(orderTotal({ recipes: 65, supplements: [4.9, 3.5], coupon: bienvenue })).toEqual({
      subtotal: 73.4,
      couponDiscount: 32.5,
      giftCardDeduction: 0,
      total: 40.9,
    });
    expect(
      orderTotal({ recipes: 45, supplements: [4.9], coupon: bienvenue, giftCard: card50 }),
    ).toEqual({ subtotal: 49.9, couponDiscount: 22.5, giftCardDeduction: 27.4, total: 0 });
  });

  it('spec §5: a coupon whose scope is neither recipe nor all takes nothing off', () => {
    const shipping = { ...recette5, scope: 'shipping' };
    expect(orderTotal({ recipes: 45, coupon: shipping, giftCard: { value: 30 } })).toEqual({
      subtotal: 45,
      couponDiscount: 0,
      giftCardDeduction: 30,
      total: 15,
    });
  });

  it('counts in cents: 103,50 + 4,80 + 2,90 − 10 % (10,35) is 100,85 €', () => {
    const ten = { ...bienvenue, value: 10, max_value: null };
    expect(orderTotal({ recipes: 103.5, supplements: [4.8, 2.9], coupon: ten })).toEqual({
      subtotal: 111.2,
      couponDiscount: 10.35,
      giftCardDeduction: 0,
      total: 100.85,
    });
  });

  it('a card of no or negative value takes nothing off', () => {
    expect(orderTotal({ recipes: 45, giftCard: { value: -10 } }).total).toBe(45);
    expect(orderTotal({ recipes: 45, giftCard: null }).total).toBe(45);
  });
});
