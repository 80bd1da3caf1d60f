// spec §3 (Coupon) and §5, DECISIONS "Coupons": fixed → value; percent → total × value / 100,
// capped at max_value when present; every discount capped at the total; a coupon reduces a
// recipe's price only when its scope is `recipe` or `all`.

export interface Coupon {
  code: string;
  scope: string;
  discount_type: string;
  value: number;
  max_value?: number | null;
}

export interface CouponResult {
  /** euros taken off, 0 when the coupon does not apply */
  discount: number;
  /** what is left to pay */
  total: number;
  applied: boolean;
}

/** Amounts are computed in cents, so that 22,90 € × 15 % is 3,44 €, not 3,4349999… */
const cents = (euros: number) => Math.round(euros * 100);

export const couponAppliesToRecipes = (coupon: Pick<Coupon, 'scope'>) =>
  coupon.scope === 'recipe' || coupon.scope === 'all';

function discountInCents(totalCents: number, coupon: Coupon): number {
  if (coupon.discount_type === 'fixed') return cents(coupon.value);
  if (coupon.discount_type !== 'percent') return 0;
  const percent = Math.round((totalCents * coupon.value) / 100);
  return coupon.max_value === null || coupon.max_value === undefined
    ? percent
    : Math.min(percent, cents(coupon.max_value));
}

/** The price of a recipe (with its options) once `coupon` is taken off. */
export function applyCoupon(total: number, coupon: Coupon | null | undefined): CouponResult {
  const totalCents = Math.max(0, cents(total));
  if (!coupon || !couponAppliesToRecipes(coupon))
    return { discount: 0, total: totalCents / 100, applied: false };
  const discount = Math.min(Math.max(0, discountInCents(totalCents, coupon)), totalCents);
  return { discount: discount / 100, total: (totalCents - discount) / 100, applied: discount > 0 };
}
