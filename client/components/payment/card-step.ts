import type { ApiClient } from '../../api/api-client.ts';
import {
  availablePaymentMethods,
  cardBrands,
  type AvailablePaymentMethods,
  type CardField,
  type PaymentOutcome,
} from '../../api/card-payment.ts';
import { formField } from '../../routes/form-field.ts';
import { newAttemptKey } from './attempt-key.ts';
import { typedHolderName } from './posted-payment-method.ts';

/** What a card payment step shows, whatever it pays (ADR 037, ADR 043). */
export interface CardStep {
  /** this attempt's idempotency key (ADR 034): a second post of it pays nothing more */
  attempt: string;
  /** Adyen's codes of the brands accepted (cartebancaire, visa, mc, amex) */
  brands: string[];
  /** what Adyen's Drop-in offers, when it is configured (ADR 038) */
  paymentMethods?: AvailablePaymentMethods;
  /** kept when a card is refused; the number and the CVC never come back */
  holderName: string;
  fieldErrors?: Partial<Record<CardField, string>>;
  message?: string;
  /** spec §8: the message says to contact customer service */
  contactSupport?: boolean;
}

export type CardStepNotice = Pick<CardStep, 'fieldErrors' | 'message' | 'contactSupport'>;

const knownBrands = new Set(['cartebancaire', 'visa', 'mc', 'amex']);

/** The methods offered; when the product API cannot say, a card of the four brands. */
const paymentMethodsFor = (api: ApiClient): Promise<AvailablePaymentMethods> =>
  availablePaymentMethods(api).catch(() => ({
    paymentMethods: [{ type: 'scheme', name: 'Carte bancaire', brands: [...knownBrands] }],
  }));

/** A card step before any attempt: a new key, the methods of now. */
export async function newCardStep(api: ApiClient, dropin: boolean): Promise<CardStep> {
  const methods = await paymentMethodsFor(api);
  return {
    attempt: newAttemptKey(),
    brands: cardBrands(methods),
    ...(dropin ? { paymentMethods: methods } : {}),
    holderName: '',
  };
}

/**
 * The card step again after a `pay` post, with what went wrong: the Drop-in mounts again with
 * the methods of now, the test-mode form keeps the brands it posted and the holder typed.
 */
export async function cardStepAgain(
  form: FormData,
  mode: { api: ApiClient; dropin: boolean },
  notice: CardStepNotice,
  attempt: string,
): Promise<CardStep> {
  const methods = mode.dropin ? await paymentMethodsFor(mode.api) : undefined;
  const brands = methods
    ? cardBrands(methods)
    : formField(form, 'brands', 100)
        .split(',')
        .filter((brand) => knownBrands.has(brand));
  return {
    attempt,
    brands,
    ...(methods ? { paymentMethods: methods } : {}),
    holderName: mode.dropin ? '' : typedHolderName(form),
    ...notice,
  };
}

/**
 * What a payment that did not go through tells the card step: a wrong field beside it (the
 * Drop-in's fields are its own, so above it), anything else above the form.
 */
export function unpaidNotice(
  outcome: Extract<PaymentOutcome<unknown>, { kind: 'refused' | 'failed' }>,
  dropin: boolean,
): CardStepNotice {
  // spec §8's contact-support messages; the product API down is worth another try first
  if (outcome.kind === 'failed')
    return { message: outcome.message, contactSupport: outcome.status < 500 };
  return outcome.field && !dropin
    ? { fieldErrors: { [outcome.field]: outcome.message } }
    : { message: outcome.message };
}
