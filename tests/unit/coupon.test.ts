import { describe, expect, it } from 'vitest';
import { applyCoupon, couponAppliesToRecipes, type Coupon } from '../../shared/coupon.ts';

// the coupons of the product API's seed: BIENVENUE (all, 50 %, at most 40 €), RECETTE5
// (recipe, 5 € off)
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

describe('applyCoupon (spec §5, DECISIONS "Coupons")', () => {
  it('fixed: takes its value off', () => {
    expect(applyCoupon(22.9, recette5)).toEqual({ discount: 5, total: 17.9, applied: true });
  });

  it('percent: total × value / 100', () => {
    expect(applyCoupon(22.9, bienvenue)).toEqual({ discount: 11.45, total: 11.45, applied: true });
    const fifteen = { ...bienvenue, value: 15, max_value: null };
    // 22,90 × 15 % = 3,435 → 3,44 € (to the cent)
    expect(applyCoupon(22.9, fifteen)).toEqual({ discount: 3.44, total: 19.46, applied: true });
  });

  it('percent: capped at max_value when present', () => {
    // 50 % of 96 € is 48 €, capped at 40 €
    expect(applyCoupon(96, bienvenue)).toEqual({ discount: 40, total: 56, applied: true });
    expect(applyCoupon(96, { ...bienvenue, max_value: null })).toEqual({
      discount: 48,
      total: 48,
      applied: true,
    });
    expect(applyCoupon(96, { ...bienvenue, max_value: undefined }).discount).toBe(48);
  });

  it('every discount is capped at the total', () => {
    expect(applyCoupon(3.5, recette5)).toEqual({ discount: 3.5, total: 0, applied: true });
    const hundredPercent = { ...bienvenue, value: 150, max_value: null };
    expect(applyCoupon(20, hundredPercent)).toEqual({ discount: 20, total: 0, applied: true });
  });

  it('applies to a recipe price only when the scope is recipe or all', () => {
    expect(couponAppliesToRecipes(bienvenue)).toBe(true);
    expect(couponAppliesToRecipes(recette5)).toBe(true);
    const shipping = { ...recette5, scope: 'shipping' };
    expect(couponAppliesToRecipes(shipping)).toBe(false);
    expect(applyCoupon(22.9, shipping)).toEqual({ discount: 0, total: 22.9, applied: false });
  });

  it('without a coupon, or with an unknown kind of discount, the price stays', () => {
    expect(applyCoupon(22.9, null)).toEqual({ discount: 0, total: 22.9, applied: false });
    expect(applyCoupon(22.9, { ...recette5, discount_type: 'gift' })).toEqual({
      discount: 0,
      total: 22.9,
      applied: false,
    });
    expect(applyCoupon(22.9, { ...recette5, value: -5 }).total).toBe(22.9);
  });
});
