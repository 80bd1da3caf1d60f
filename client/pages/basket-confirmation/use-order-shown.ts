import { useEffect } from 'react';
import { pushEvent } from '../../analytics/data-layer.ts';
import type { FirstOrder } from '../../api/queries/first-order.ts';
import { useStoreCode } from '../../api/queries/stored-code.ts';
import { browserStorage } from '../../funnel/stored-box-choice.ts';
import { selectionKey } from '../basket-menu/use-basket-selection.ts';

/**
 * Once the paid order is shown (ADR 045): the basket's recipes and the codes it used leave the
 * browser's storage — the box is ordered, the codes are spent — while the box's choice
 * (lsfSubscriptionQuantity) stays, since it is the subscription's. Then `purchase`, once per
 * order (session storage), after consent (pushEvent): the promo code, never the gift card's.
 */
export function useOrderShown(order: FirstOrder) {
  const storeCoupon = useStoreCode('coupon');
  const storeGiftCard = useStoreCode('gift-card');
  const { reference } = order;
  const total = order.price?.total ?? 0;
  const coupon = order.price?.couponCode ?? undefined;
  useEffect(() => {
    browserStorage()?.removeItem(selectionKey);
    storeCoupon(null);
    storeGiftCard(null);
  }, [storeCoupon, storeGiftCard]);
  useEffect(() => {
    const key = `purchase:${reference}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // storage refused (private browsing): the event may be pushed twice, never lost
    }
    pushEvent({
      event: 'purchase',
      transaction_id: reference,
      value: total,
      currency: 'EUR',
      ...(coupon ? { coupon } : {}),
    });
  }, [reference, total, coupon]);
}
