// French dates, identical on the server and in the browser (DESIGN §12): `Intl` in fr-FR,
// in Europe/Paris (DECISIONS: dates in Europe/Paris), the 24-hour clock. Apart from the
// numbers (format-fr.ts): the pages that show no date do not load them (ADR 069).
import { lazily } from './lazily.ts';

const timeZone = 'Europe/Paris';
const nbsp = '\u00a0';

// made at first use (shared/lazily.ts), in Paris's time zone for dates
const parisDates = (locale: string, options: Intl.DateTimeFormatOptions) =>
  lazily(() => new Intl.DateTimeFormat(locale, { timeZone, ...options }));

const longDate = parisDates('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * « 14 juillet 2026 », « 1er septembre 2026 » (French writes the first of the month as an
 * ordinal; Intl does not), from an ISO date or datetime; a bare SQL date is that calendar day.
 */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate().format(date).replace(/^1 /, '1er ');
}

const weekdayDate = parisDates('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' });
const weekdayDateYear = parisDates('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const parisParts = parisDates('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** « 18 h », « 8 h 30 » (spec §1: 24-hour clock), from « 18:00 » or « 08:30 ». */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return '';
  const minutes = match[2] === '00' ? '' : `${nbsp}${match[2]}`;
  return `${Number(match[1])}${nbsp}h${minutes}`;
}

/**
 * « mardi 1er décembre » (the year added when it is not `currentYear`: « jeudi 3 décembre
 * 2026 »), from a SQL date: a delivery day.
 */
export function formatDay(date: string, currentYear?: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return '';
  const format =
    currentYear === undefined || day.getUTCFullYear() === currentYear
      ? weekdayDate()
      : weekdayDateYear();
  return format.format(day).replace(/ 1 /, ' 1er ');
}

/** The calendar day and time in Paris of an instant: { date: '2026-11-25', time: '23:59' }. */
export function parisDateTime(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    parisParts()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The day in Paris of an instant, `YYYY-MM-DD` (DECISIONS: dates in Europe/Paris). */
export const parisToday = (instant: Date): string => parisDateTime(instant).date;

/** « lundi 23 novembre à 23 h 59 », from an ISO instant: a deadline, in Paris. */
export function formatDayAndTime(iso: string, currentYear?: number): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { date, time } = parisDateTime(instant);
  return `${formatDay(date, currentYear)} à ${formatClock(time)}`;
}
