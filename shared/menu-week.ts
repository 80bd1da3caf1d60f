import { parisToday } from './french-dates.ts';

// DECISIONS, Routes "week": ISO-8601 weeks (Monday first) of the delivery week, computed on the
// calendar date in Europe/Paris so that the server and the browser agree.

export interface IsoWeek {
  year: number;
  week: number;
}

const dayMs = 86_400_000;
const weekMs = 7 * dayMs;

/** UTC midnight of a calendar date; unlike Date.UTC, years 0–99 stay themselves. */
function utcDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/** The calendar date in Paris at `instant`, as UTC midnight. */
function parisDay(instant: Date): Date {
  const [year = NaN, month = NaN, day = NaN] = parisToday(instant).split('-').map(Number);
  return utcDay(year, month - 1, day);
}

function isoWeekOfUtcDay(day: Date): IsoWeek {
  // the ISO year and week are those of the week's Thursday
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * dayMs);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - utcDay(year, 0, 1).getTime()) / weekMs);
  return { year, week };
}

/** The ISO week of the day `instant` falls on in Paris. */
export function isoWeekOf(instant: Date): IsoWeek {
  return isoWeekOfUtcDay(parisDay(instant));
}

/** 52 or 53: the week of 28 December, which always belongs to its own ISO year. */
export function weeksInYear(year: number): number {
  return isoWeekOfUtcDay(utcDay(year, 11, 28)).week;
}

/** The Monday (UTC midnight) that starts an ISO week. */
export function mondayOf({ year, week }: IsoWeek): Date {
  const january4 = utcDay(year, 0, 4); // always in week 1
  const mondayOfWeek1 = january4.getTime() - ((january4.getUTCDay() + 6) % 7) * dayMs;
  return new Date(mondayOfWeek1 + (week - 1) * weekMs);
}

export function addWeeks(week: IsoWeek, count: number): IsoWeek {
  return isoWeekOfUtcDay(new Date(mondayOf(week).getTime() + count * weekMs));
}

/**
 * The week a first box can be ordered for: the coming one, since the current week's orders
 * closed six days before its deliveries (ADR 004). The basket menu composes it and the
 * landings preview it, so that the recipes a landing marks are those the basket ticks.
 */
export const orderableWeek = (now: Date): IsoWeek => addWeeks(isoWeekOf(now), 1);

// Digits only, one or two of them ('5' or '05'): no sign, no space, no decimal, no exponent.
const weekParam = /^\d{1,2}$/;

/**
 * The menu week a `week` query parameter asks for, read as its next occurrence from `now`
 * (week 2 in late December means January); the current week when the parameter is missing,
 * malformed, out of 1–53, or names a week 53 that year does not have.
 */
export function resolveMenuWeek(param: string | null | undefined, now: Date): IsoWeek {
  const current = isoWeekOf(now);
  if (typeof param !== 'string' || !weekParam.test(param)) return current;
  const week = Number(param);
  if (week < 1 || week > 53) return current;
  const year = week >= current.week ? current.year : current.year + 1;
  return week <= weeksInYear(year) ? { year, week } : current;
}
