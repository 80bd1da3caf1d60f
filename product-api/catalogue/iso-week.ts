// ISO-8601 weeks (Monday first), computed on calendar dates in Europe/Paris.

export interface IsoWeek {
  year: number;
  week: number;
}

const dayMs = 86_400_000;
const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Paris at `instant`, as a UTC midnight Date. */
export function parisDay(instant: Date): Date {
  return new Date(`${parisDate.format(instant)}T00:00:00Z`);
}

export function isoWeekOf(day: Date): IsoWeek {
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * dayMs);
  const year = thursday.getUTCFullYear();
  const week =
    1 +
    Math.round(
      (thursday.getTime() - mondayOf({ year, week: 1 }).getTime() - 3 * dayMs) / (7 * dayMs),
    );
  return { year, week };
}

/** The Monday (UTC midnight) that starts an ISO week. */
export function mondayOf({ year, week }: IsoWeek): Date {
  const january4 = new Date(Date.UTC(year, 0, 4));
  const mondayOfWeek1 = january4.getTime() - ((january4.getUTCDay() + 6) % 7) * dayMs;
  return new Date(mondayOfWeek1 + (week - 1) * 7 * dayMs);
}

export function weeksInYear(year: number): number {
  return isoWeekOf(new Date(Date.UTC(year, 11, 28))).week;
}

export function addWeeks(week: IsoWeek, count: number): IsoWeek {
  return isoWeekOf(new Date(mondayOf(week).getTime() + count * 7 * dayMs));
}

/**
 * Week number `week` read as its next occurrence from `today` (DECISIONS: week 2 in late
 * December means January); undefined when no such week comes within a year.
 */
export function nextOccurrence(week: number, today: Date): IsoWeek | undefined {
  const current = isoWeekOf(parisDay(today));
  if (!Number.isInteger(week) || week < 1 || week > 53) return undefined;
  const year = week >= current.week ? current.year : current.year + 1;
  return week <= weeksInYear(year) ? { year, week } : undefined;
}

export const isoDate = (day: Date) => day.toISOString().slice(0, 10);
