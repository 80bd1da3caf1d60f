// A French phone number as the product API accepts it for a delivery (README "Funnel"):
// « 06 12 34 56 78 », « 0612345678 », « 06.12.34.56.78 », « +33 6 12 34 56 78 », « 0033… ».

/** the longest text the product API reads as a phone number */
export const phoneMaxLength = 30;

/** The number written « 06 12 34 56 78 », or null when it is not a French number. */
export function frenchPhone(typed: string): string | null {
  const text = typed.trim();
  if (text.length > phoneMaxLength) return null;
  const digits = text.replace(/[\s.-]/g, '').replace(/^(\+33|0033)/, '0');
  return /^0[1-9]\d{8}$/.test(digits) ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : null;
}
