import cardValidator from 'card-validator';

// The card form of the payment step when Adyen's own Drop-in is not configured (ADR 037): the
// number grouped as printed on the card, its brand, the expiry MM/AA, the CVC and the holder's
// name, each with its French message; and the card as Adyen's test platform takes it unencrypted.

export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

export const cardMessages = {
  numberMissing: 'Veuillez saisir le numéro de votre carte.',
  numberInvalid: 'Ce numéro de carte n’est pas valide. Vérifiez chaque chiffre.',
  expiryMissing: 'Veuillez saisir la date d’expiration de la carte (MM/AA).',
  expiryInvalid: 'La date d’expiration s’écrit MM/AA, par exemple 03/30.',
  expiryPast: 'Cette carte a expiré.',
  cvcMissing: 'Veuillez saisir le cryptogramme visuel, au dos de la carte.',
  holderNameMissing: 'Veuillez saisir le nom du titulaire, tel qu’il figure sur la carte.',
} as const;

/** The digits of a typed card number, without the spaces or dashes between groups. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

const brandOf = (value: string) => cardValidator.number(cardDigits(value)).card;

/** The brand's name as printed (« Visa », « Mastercard », « American Express »…), once it is known. */
export const cardBrandName = (value: string): string | undefined => brandOf(value)?.niceType;

/** The number as printed on the card: groups of four, or 4-6-5 for American Express. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value).replace(/\D/g, '').slice(0, 19);
  const gaps = brandOf(digits)?.gaps ?? [4, 8, 12, 16];
  let formatted = '';
  for (let index = 0; index < digits.length; index++) {
    if (gaps.includes(index)) formatted += ' ';
    formatted += digits[index];
  }
  return formatted;
}

/**
 * The expiry as typed into MM/AA: the slash comes by itself after the month, and a month of one
 * digit gets its zero, whether the visitor's slash ended it (« 1/30 ») or no second digit can
 * follow it (« 4 »).
 */
export function formatExpiry(value: string): string {
  const typed = value.replace(/^\s*([1-9])\s*\//, '0$1/').replace(/^\s*([2-9])\s*$/, '0$1');
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 && /\/\s*$/.test(typed) ? `${digits}/` : digits;
}

export function cardNumberError(value: string): string | undefined {
  const digits = cardDigits(value);
  if (digits === '') return cardMessages.numberMissing;
  return /^\d+$/.test(digits) && cardValidator.number(digits).isValid
    ? undefined
    : cardMessages.numberInvalid;
}

/** MM/AA as a month and a four-digit year, or undefined when it is not one. */
export function readExpiry(value: string): { month: string; year: string } | undefined {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(value.trim());
  return match ? { month: match[1] ?? '', year: `20${match[2] ?? ''}` } : undefined;
}

/** A card is valid until the end of its expiry month. */
export function expiryError(value: string, now: Date): string | undefined {
  if (value.trim() === '') return cardMessages.expiryMissing;
  const expiry = readExpiry(value);
  if (!expiry) return cardMessages.expiryInvalid;
  const endOfMonth = Date.UTC(Number(expiry.year), Number(expiry.month), 1);
  return endOfMonth <= now.getTime() ? cardMessages.expiryPast : undefined;
}

/** The CVC has as many digits as the card's brand prints (4 for American Express, else 3). */
export const cvcLength = (cardNumber: string) => brandOf(cardNumber)?.code.size ?? 3;

export function cvcError(value: string, values: Record<string, string>): string | undefined {
  const cvc = value.trim();
  if (cvc === '') return cardMessages.cvcMissing;
  const length = cvcLength(values.cardNumber ?? '');
  return new RegExp(`^\\d{${length}}$`).test(cvc)
    ? undefined
    : `Le cryptogramme visuel compte ${length}\u00a0chiffres.`;
}

export const holderNameError = (value: string) =>
  value.trim() === '' ? cardMessages.holderNameMissing : undefined;

/** Adyen's card payment method in its unencrypted test format (`test_` + the value). */
export function testPaymentMethod(card: CardEntry) {
  const expiry = readExpiry(card.expiry) ?? { month: '', year: '' };
  return {
    type: 'scheme' as const,
    encryptedCardNumber: `test_${cardDigits(card.number)}`,
    encryptedExpiryMonth: `test_${expiry.month}`,
    encryptedExpiryYear: `test_${expiry.year}`,
    encryptedSecurityCode: `test_${card.cvc.trim()}`,
    holderName: card.holderName.trim(),
  };
}
