import { useCouponActions, type StoredCoupon } from '../api/queries/coupon.ts';
import { CodeForm } from './code-form.tsx';

/**
 * « Code promo » where prices are shown (spec §4). It needs the browser's storage, so it is a
 * plain form of the page, not a route action.
 */
export function PromoCodeForm({ coupon }: { coupon: StoredCoupon }) {
  const { apply, remove } = useCouponActions();
  return (
    <CodeForm
      label="Code promo"
      name="code"
      checkingText="Vérification de votre code promo…"
      ready={coupon.status !== 'unread'}
      applied={
        coupon.status === 'valid'
          ? {
              summary: (
                <>
                  Code promo <strong>{coupon.coupon.code.toUpperCase()}</strong> appliqué
                </>
              ),
              removeLabel: 'Retirer le code',
            }
          : null
      }
      onApply={apply}
      onRemove={remove}
    />
  );
}
