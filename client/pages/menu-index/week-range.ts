import { formatDate } from '../../../shared/french-dates.ts';

const dayMs = 86_400_000;

/** The Sunday of the week that starts on `monday` (SQL dates). */
export function sundayOf(monday: string): string {
  return new Date(Date.parse(`${monday}T12:00:00Z`) + 6 * dayMs).toISOString().slice(0, 10);
}

/**
 * « du 16 au 22 novembre 2026 », « du 30 novembre au 6 décembre 2026 », « du 28 décembre
 * 2026 au 3 janvier 2027 »: what the two dates share is said once.
 */
export function weekRange(monday: string): string {
  const start = formatDate(monday).split(' ');
  const end = formatDate(sundayOf(monday)).split(' ');
  const sameYear = start[2] === end[2];
  const sameMonth = sameYear && start[1] === end[1];
  const from = sameMonth ? start[0] : sameYear ? start.slice(0, 2).join(' ') : start.join(' ');
  return `du ${from} au ${end.join(' ')}`;
}

/** « 16 novembre »: the planning's weeks are at most three weeks away, the year goes unsaid. */
export function dayAndMonth(date: string): string {
  return formatDate(date).split(' ').slice(0, 2).join(' ');
}
