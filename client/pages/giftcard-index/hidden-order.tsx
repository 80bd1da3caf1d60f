import type { GiftCardOrder } from '../../api/gift-card-payment.ts';

/** The order checked at the first step, posted again with the payment (and checked again). */
export function HiddenOrder({ order }: { order: GiftCardOrder }) {
  return (
    <>
      <input type="hidden" name="amount" value={order.value} />
      <input type="hidden" name="email" value={order.email} />
      <input type="hidden" name="recipientName" value={order.recipientName} />
      <input type="hidden" name="recipientEmail" value={order.recipientEmail} />
      <input type="hidden" name="message" value={order.message} />
    </>
  );
}
