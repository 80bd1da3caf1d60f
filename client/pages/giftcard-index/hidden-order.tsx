import type { GiftCardOrder } from '../../api/gift-card-payment.ts';
import type { OrderField } from './gift-card-checks.ts';

/** The order as its fields post it. */
export const orderFields = (order: GiftCardOrder): Record<OrderField, string> => ({
  amount: String(order.value),
  email: order.email,
  recipientName: order.recipientName,
  recipientEmail: order.recipientEmail,
  message: order.message,
});

/** The order checked at the first step, posted again with the payment (and checked again). */
export function HiddenOrder({ order }: { order: GiftCardOrder }) {
  return (
    <>
      {Object.entries(orderFields(order)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
