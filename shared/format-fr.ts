// French formatting, identical on the server and in the browser (DESIGN §12): always fr-FR
// and Europe/Paris, and one kind of non-breaking space, since ICU versions differ in using
// U+202F or U+00A0 before « € » and inside numbers.
const timeZone = 'Europe/Paris';
const nbsp = '\u00a0';

const normaliseSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, nbsp);

const longDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const wholeEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/**
 * « 14 juillet 2026 », « 1er septembre 2026 » (French writes the first of the month as an
 * ordinal; Intl does not), from an ISO date or datetime; a bare SQL date is that calendar day.
 */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date).replace(/^1 /, '1er ');
}

/** « 4,69 € », or « 45 € » for a whole amount. */
export function formatPrice(amount: number): string {
  return normaliseSpaces(
    Number.isInteger(amount) ? wholeEuros.format(amount) : euros.format(amount),
  );
}

/** « 25 min », « 1 h 05 » */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes}${nbsp}min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}${nbsp}h${rest ? `${nbsp}${String(rest).padStart(2, '0')}` : ''}`;
}

const dayOfWeek = new Intl.DateTimeFormat('fr-FR', {
  timeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** « mardi 1er décembre », « jeudi 3 décembre », from a bare SQL date (a delivery day). */
export function formatDeliveryDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : dayOfWeek.format(date).replace(/ 1 /, ' 1er ');
}
