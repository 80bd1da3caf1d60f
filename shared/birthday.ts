// ADR 048: a subscriber's birthday (spec §3 `birthday_date`), a day `YYYY-MM-DD` as the date
// input posts it. It is in the past and gives a plausible age: 16 to 120 years old, the age to
// hold a bank card of one's own up to the oldest living people.

export const minimumAge = 16;
export const maximumAge = 120;

export type BirthdayProblem = 'malformed' | 'future' | 'implausible';

/** A day `YYYY-MM-DD` that exists in the calendar (no 31 February). */
function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** Whole years between a birthday and `today` (both `YYYY-MM-DD`). */
export function ageOn(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) >= birthday.slice(5) ? years : years - 1;
}

/**
 * What is wrong with a birthday typed on `today` (the day in Paris, `YYYY-MM-DD`), or null. An
 * empty one is no problem: the birthday is optional.
 */
export function birthdayProblem(birthday: string, today: string): BirthdayProblem | null {
  if (birthday === '') return null;
  if (!isRealDay(birthday)) return 'malformed';
  if (birthday >= today) return 'future';
  const age = ageOn(birthday, today);
  return age < minimumAge || age > maximumAge ? 'implausible' : null;
}
