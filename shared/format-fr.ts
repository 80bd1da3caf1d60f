// French numbers, prices and durations, identical on the server and in the browser (DESIGN
// §12): as fr-FR writes them, with one kind of non-breaking space, since ICU versions differ
// in using U+202F or U+00A0 before « € » and inside numbers. Dates: french-dates.ts.

const nbsp = '\u00a0';

const normaliseSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, nbsp);

/**
 * A finite number's digits as fr-FR's `Intl.NumberFormat` writes them (its oracle in the unit
 * tests): the shortest decimal that reads back as the number, rounded half away from zero to at
 * most `max` decimals, padded to `min`; a no-break space between thousands, a comma before the
 * decimals, « - » before a negative number (and a negative zero). Written out rather than asked
 * of Intl: a browser's first number formatter loads ICU's number data, 32–75 ms of the main
 * thread in the middle of hydrating the first page that shows a price (ADR 069).
 */
function frenchDigits(value: number, min: number, max: number): string | null {
  // the shortest decimal shifted by `max` places as text, so that rounding to a whole number
  // rounds the decimal, not its binary value: 1.005 → « 1,01 », as Intl writes it
  const units = Math.round(Number(`${Math.abs(value)}e${max}`));
  if (!Number.isSafeInteger(units)) return null;
  const digits = String(units).padStart(max + 1, '0');
  const point = digits.length - max;
  const decimals = digits.slice(point).replace(/0+$/, '').padEnd(min, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = digits.slice(0, point).replace(/\B(?=(\d{3})+$)/g, nbsp);
  return `${sign}${grouped}${decimals && `,${decimals}`}`;
}

// the numbers frenchDigits leaves (beyond 2^53 units, under 1e-6, not finite): Intl's way
const digitsOf = (value: number, min: number, max: number) =>
  frenchDigits(value, min, max) ??
  normaliseSpaces(
    new Intl.NumberFormat('fr-FR', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    }).format(value),
  );

/** « 4,69 € », or « 45 € » for a whole amount. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount)
    ? `${digitsOf(amount, 0, 0)}${nbsp}€`
    : formatPriceWithCents(amount);
}

/** « 6,00 € » beside « 6,36 € »: always the cents, for the amounts of a table's column. */
export function formatPriceWithCents(amount: number): string {
  return `${digitsOf(amount, 2, 2)}${nbsp}€`;
}

/** « 1 240 », or with up to `decimals` decimals: « 12,5 », « 0,25 » */
export function formatNumber(value: number, decimals: 0 | 1 | 2 = 0): string {
  return digitsOf(value, 0, decimals);
}

/** « 25 min », « 1 h 05 » */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes}${nbsp}min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}${nbsp}h${rest ? `${nbsp}${String(rest).padStart(2, '0')}` : ''}`;
}
