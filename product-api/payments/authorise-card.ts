import { ApiError } from '../http/api-error.ts';
import { holderNameResults, testCards, testExpiry, type TestCard } from './test-cards.ts';

// Test-mode card authorisation, shaped like Adyen's /payments. In test mode Adyen accepts raw
// card data prefixed with `test_` in the encrypted fields; that is what the site sends here.

export interface CardPaymentMethod {
  type: 'scheme';
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
  holderName: string;
}

export type Authorisation =
  | { resultCode: 'Authorised'; card: CardDetails }
  | { resultCode: 'RedirectShopper'; card: CardDetails }
  | { resultCode: 'Refused' | 'Error'; refusalReason: string; refusalReasonCode: string };

export interface CardDetails {
  brand: TestCard['brand'];
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
}

const validationError = (message: string, errorCode: string) =>
  new ApiError(422, 'ValidationError', message, { errorCode, errorType: 'validation' });

export function isLuhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function unwrapTestValue(value: string, field: string): string {
  if (!value.startsWith('test_')) {
    throw validationError(`Invalid ${field}: test mode accepts only test_ values`, '174');
  }
  return value.slice('test_'.length).replace(/\s+/g, '');
}

/** Decides a test payment like Adyen's test platform. `now` decides whether the card expired. */
export function authoriseCard(method: CardPaymentMethod, now: Date): Authorisation {
  const number = unwrapTestValue(method.encryptedCardNumber, 'card number');
  const month = unwrapTestValue(method.encryptedExpiryMonth, 'expiry month');
  const year = unwrapTestValue(method.encryptedExpiryYear, 'expiry year');
  const cvc = unwrapTestValue(method.encryptedSecurityCode, 'security code');

  if (!/^\d{12,19}$/.test(number) || !isLuhnValid(number)) {
    throw validationError('Invalid card number', '101');
  }
  if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^\d{4}$/.test(year)) {
    throw validationError('Invalid card expiry date', '129');
  }
  const card = Object.hasOwn(testCards, number) ? testCards[number] : undefined;
  if (!/^\d{3,4}$/.test(cvc)) throw validationError('Invalid CVC', '103');

  const refusal = (refusalReason: string, refusalReasonCode: string): Authorisation => ({
    resultCode: 'Refused',
    refusalReason,
    refusalReasonCode,
  });
  const endOfExpiryMonth = new Date(Date.UTC(Number(year), Number(month), 1));
  if (endOfExpiryMonth <= now) return refusal('Expired Card', '6');
  if (!card) return refusal('Refused', '2');
  if (month !== testExpiry.month || year !== testExpiry.year)
    return refusal('Expiry Date mismatch', '2');
  if (cvc !== (card.brand === 'amex' ? '7373' : '737')) return refusal('CVC Declined', '24');

  const triggered = Object.hasOwn(holderNameResults, method.holderName.trim().toUpperCase())
    ? holderNameResults[method.holderName.trim().toUpperCase()]
    : undefined;
  if (triggered) {
    return {
      resultCode: triggered.resultCode,
      refusalReason: triggered.refusalReason,
      refusalReasonCode: triggered.code,
    };
  }
  const details: CardDetails = {
    brand: card.brand,
    lastFour: number.slice(-4),
    expiryMonth: month,
    expiryYear: year,
    holderName: method.holderName.trim(),
  };
  return { resultCode: card.threeDS ? 'RedirectShopper' : 'Authorised', card: details };
}
