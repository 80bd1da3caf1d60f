import type { PaymentMethod } from '../../api/gift-card-payment.ts';

/** The longest payment method read: the Drop-in's four encrypted card fields are ~1 KB each. */
export const postedPaymentMethodMaxLength = 8192;

/**
 * The payment method Adyen's Drop-in encrypted (its `state.data.paymentMethod`), posted as JSON
 * in the field `paymentMethod` (ADR 038): an object with a `type`, sent on as it came. Anything
 * else — too long, not JSON, another shape — reads as nothing.
 */
export function readPostedPaymentMethod(posted: string): PaymentMethod | undefined {
  if (posted.length > postedPaymentMethodMaxLength) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(posted);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { type } = value as { type?: unknown };
  return typeof type === 'string' && type !== '' ? (value as PaymentMethod) : undefined;
}
