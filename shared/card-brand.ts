// Adyen's brand codes (POST /adyen/availablePaymentMethods, a stored card's `brand`), as printed
// on cards: « CB », « Visa », « Mastercard », « American Express ».

const brandNames: Readonly<Record<string, string>> = {
  cartebancaire: 'CB',
  visa: 'Visa',
  mc: 'Mastercard',
  amex: 'American Express',
};

/** The name of a known brand, or undefined. */
export const cardBrandName = (code: string): string | undefined =>
  Object.hasOwn(brandNames, code) ? brandNames[code] : undefined;

/** « •••• 1115 »: a card's last four digits, the others never known. */
export const maskedCardNumber = (lastFour: string): string => `•••• ${lastFour}`;

/** « 03/2030 »: a card's expiry month and year. */
export const cardExpiry = (month: string, year: string): string =>
  `${month.padStart(2, '0')}/${year.length === 2 ? `20${year}` : year}`;
