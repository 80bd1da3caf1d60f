import { testPaymentMethod } from '../../../shared/card-entry.ts';
import type { CardField, PaymentMethod } from '../../api/card-payment.ts';
import { formField } from '../../routes/form-field.ts';
import { checkFields } from '../form/check-fields.ts';
import { cardChecks } from './card-checks.ts';
import { dropinMessages } from './drop-in-messages.ts';

// The card a `pay` post carries: typed in our test-mode form (ADR 037), or encrypted by Adyen's
// Drop-in when the site has a client key (ADR 038). Either way, what is wrong is said in French
// and nothing is sent.

export type PostedMethod =
  | { method: PaymentMethod }
  | { fieldErrors: Partial<Record<CardField, string>> }
  | { message: string };

/** The longest payment method read: the Drop-in's four encrypted card fields are ~1 KB each. */
export const postedPaymentMethodMaxLength = 8192;

/**
 * The payment method Adyen's Drop-in encrypted (its `state.data.paymentMethod`), posted as JSON
 * in the field `paymentMethod`: an object with a `type`, sent on as it came. Anything else —
 * too long, not JSON, another shape — reads as nothing.
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

export const typedHolderName = (form: FormData) => formField(form, 'holderName', 100).trim();

/** Test mode: the card typed in our form, checked, in Adyen's unencrypted test format. */
function typedCard(form: FormData, now: () => Date): PostedMethod {
  const card = {
    cardNumber: formField(form, 'cardNumber', 40),
    expiry: formField(form, 'expiry', 10),
    cvc: formField(form, 'cvc', 10),
    holderName: typedHolderName(form),
  };
  const fieldErrors = checkFields(cardChecks(now), card);
  if (fieldErrors) return { fieldErrors };
  return {
    method: testPaymentMethod({
      number: card.cardNumber,
      expiry: card.expiry,
      cvc: card.cvc,
      holderName: card.holderName,
    }),
  };
}

/**
 * The card of a `pay` post. With the Drop-in, the field `paymentMethod` alone: no card number
 * ever reaches us, and a post without it is refused, never read as a typed card.
 */
export function postedPaymentMethod(
  form: FormData,
  mode: { dropin: boolean; now: () => Date },
): PostedMethod {
  if (!mode.dropin) return typedCard(form, mode.now);
  const method = readPostedPaymentMethod(
    formField(form, 'paymentMethod', postedPaymentMethodMaxLength + 1),
  );
  return method ? { method } : { message: dropinMessages.unreadable };
}
