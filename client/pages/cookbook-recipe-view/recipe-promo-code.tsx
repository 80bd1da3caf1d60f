import { useStoredCoupon } from '../../api/queries/coupon.ts';
import { PromoCodeForm } from '../../components/promo-code-form.tsx';

/**
 * The recipe's « Code promo », which reads the stored code itself: given nothing by the page, it
 * receives nothing new as the page starts, so its server HTML stays until its code is in (ADR 066).
 */
export function RecipePromoCode() {
  return <PromoCodeForm coupon={useStoredCoupon()} />;
}
