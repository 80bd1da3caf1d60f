import { describe, expect, it } from 'vitest';
import {
  addWeeks,
  isoWeekOf,
  mondayOf,
  orderableWeek,
  resolveMenuWeek,
  weeksInYear,
  type IsoWeek,
} from '../../shared/menu-week.ts';

const at = (iso: string) => new Date(iso);
const dayMs = 86_400_000;
// ISO years of 53 weeks between 2000 and 2040 (those starting on a Thursday, or leap years
// starting on a Wednesday)
const longYears = [2004, 2009, 2015, 2020, 2026, 2032, 2037];

describe('isoWeekOf (DECISIONS, Routes "week")', () => {
  it.each([
    ['2026-11-21T12:00:00Z', { year: 2026, week: 47 }],
    ['2026-11-16T12:00:00Z', { year: 2026, week: 47 }], // its Monday
    ['2026-11-22T12:00:00Z', { year: 2026, week: 47 }], // its Sunday
    ['2026-12-28T12:00:00Z', { year: 2026, week: 53 }],
    ['2027-01-01T12:00:00Z', { year: 2026, week: 53 }], // a Friday: still the last week of 2026
    ['2027-01-03T12:00:00Z', { year: 2026, week: 53 }],
    ['2027-01-04T12:00:00Z', { year: 2027, week: 1 }],
    ['2026-01-01T12:00:00Z', { year: 2026, week: 1 }], // a Thursday
    ['2025-12-29T12:00:00Z', { year: 2026, week: 1 }], // a Monday, already week 1 of 2026
    ['2027-12-31T12:00:00Z', { year: 2027, week: 52 }],
    ['2028-01-02T12:00:00Z', { year: 2027, week: 52 }],
    ['2028-01-03T12:00:00Z', { year: 2028, week: 1 }],
  ])('%s → %o', (instant, week) => {
    expect(isoWeekOf(at(instant))).toEqual(week);
  });

  it('reads the calendar date in Paris, not in UTC', () => {
    // Sunday 22 November 23:30 UTC is Monday 23 November 00:30 in Paris (UTC+1)
    expect(isoWeekOf(at('2026-11-22T23:30:00Z'))).toEqual({ year: 2026, week: 48 });
    expect(isoWeekOf(at('2026-11-22T22:59:59Z'))).toEqual({ year: 2026, week: 47 });
    // summer time (UTC+2): Sunday 29 March 22:30 UTC is Monday 30 March 00:30 in Paris
    expect(isoWeekOf(at('2026-03-29T22:30:00Z'))).toEqual({ year: 2026, week: 14 });
    expect(isoWeekOf(at('2026-03-29T21:59:59Z'))).toEqual({ year: 2026, week: 13 });
    // the new ISO year starts at midnight in Paris
    expect(isoWeekOf(at('2027-01-03T23:00:00Z'))).toEqual({ year: 2027, week: 1 });
    expect(isoWeekOf(at('2027-01-03T22:59:59Z'))).toEqual({ year: 2026, week: 53 });
  });

  it('agrees with a day-by-day count of weeks from 2020-W01 to 2040', () => {
    let expected: IsoWeek = { year: 2020, week: 1 };
    const start = Date.UTC(2019, 11, 30); // Monday of 2020-W01
    for (let time = start; time < Date.UTC(2041, 0, 1); time += dayMs) {
      const day = new Date(time);
      if (time !== start && day.getUTCDay() === 1) {
        const last = longYears.includes(expected.year) ? 53 : 52;
        expected =
          expected.week === last
            ? { year: expected.year + 1, week: 1 }
            : { year: expected.year, week: expected.week + 1 };
      }
      // noon in Paris: the same calendar day whatever the season
      expect(isoWeekOf(new Date(time + 11 * 3_600_000)), day.toISOString()).toEqual(expected);
    }
  });
});

describe('weeksInYear', () => {
  it('is 53 for 2026 and 52 for 2027', () => {
    expect(weeksInYear(2026)).toBe(53);
    expect(weeksInYear(2027)).toBe(52);
  });

  it('is 53 exactly for the long years from 2000 to 2040', () => {
    for (let year = 2000; year <= 2040; year += 1) {
      expect(weeksInYear(year), String(year)).toBe(longYears.includes(year) ? 53 : 52);
    }
  });
});

describe('mondayOf', () => {
  it.each([
    [{ year: 2026, week: 47 }, '2026-11-16'],
    [{ year: 2026, week: 53 }, '2026-12-28'],
    [{ year: 2027, week: 1 }, '2027-01-04'],
    [{ year: 2026, week: 1 }, '2025-12-29'],
    [{ year: 2027, week: 2 }, '2027-01-11'],
  ])('%o starts on Monday %s (UTC midnight)', (week, date) => {
    expect(mondayOf(week).toISOString()).toBe(`${date}T00:00:00.000Z`);
  });

  it('is a Monday of the same week for every week from 2020 to 2040', () => {
    for (let year = 2020; year <= 2040; year += 1) {
      for (let week = 1; week <= weeksInYear(year); week += 1) {
        const monday = mondayOf({ year, week });
        expect(monday.getUTCDay()).toBe(1);
        expect(isoWeekOf(monday)).toEqual({ year, week });
      }
    }
  });
});

describe('addWeeks', () => {
  it.each([
    [{ year: 2026, week: 47 }, 1, { year: 2026, week: 48 }],
    [{ year: 2026, week: 52 }, 1, { year: 2026, week: 53 }],
    [{ year: 2026, week: 53 }, 1, { year: 2027, week: 1 }],
    [{ year: 2027, week: 52 }, 1, { year: 2028, week: 1 }],
    [{ year: 2027, week: 1 }, -1, { year: 2026, week: 53 }],
    [{ year: 2026, week: 47 }, 0, { year: 2026, week: 47 }],
    [{ year: 2026, week: 47 }, 2, { year: 2026, week: 49 }],
    [{ year: 2026, week: 1 }, 53, { year: 2027, week: 1 }],
    [{ year: 2027, week: 1 }, 52, { year: 2028, week: 1 }],
  ])('%o + %i → %o', (week, count, result) => {
    expect(addWeeks(week, count)).toEqual(result);
  });

  it('gives the logged-out planning: the current week and the next two', () => {
    const current = isoWeekOf(at('2026-12-28T09:00:00Z'));
    expect([0, 1, 2].map((n) => addWeeks(current, n))).toEqual([
      { year: 2026, week: 53 },
      { year: 2027, week: 1 },
      { year: 2027, week: 2 },
    ]);
  });
});

describe('resolveMenuWeek: the week query parameter (DECISIONS, Routes "week")', () => {
  const november21 = at('2026-11-21T10:00:00Z'); // 2026-W47
  const december28 = at('2026-12-28T10:00:00Z'); // Monday, 2026-W53
  const march1 = at('2027-03-01T10:00:00Z'); // 2027-W09

  it.each([
    ['47', november21, { year: 2026, week: 47 }],
    ['48', november21, { year: 2026, week: 48 }],
    ['53', november21, { year: 2026, week: 53 }],
    ['46', november21, { year: 2027, week: 46 }],
    ['1', november21, { year: 2027, week: 1 }],
    ['2', december28, { year: 2027, week: 2 }],
    ['53', december28, { year: 2026, week: 53 }],
    ['52', december28, { year: 2027, week: 52 }],
    ['9', march1, { year: 2027, week: 9 }],
    ['10', march1, { year: 2027, week: 10 }],
    ['8', march1, { year: 2028, week: 8 }],
    ['52', march1, { year: 2027, week: 52 }],
  ])('week=%s at %s → %o', (param, now, week) => {
    expect(resolveMenuWeek(param, now)).toEqual(week);
  });

  it('accepts one or two digits, with a leading zero', () => {
    expect(resolveMenuWeek('05', march1)).toEqual({ year: 2028, week: 5 });
    expect(resolveMenuWeek('09', march1)).toEqual({ year: 2027, week: 9 });
  });

  it('falls back to the current week when that year has no week 53 (2027 has 52)', () => {
    expect(resolveMenuWeek('53', march1)).toEqual({ year: 2027, week: 9 });
  });

  it('reads the current week in Paris: 2026-11-22T23:30Z is Monday 23 November, week 48', () => {
    const lateSunday = at('2026-11-22T23:30:00Z');
    expect(resolveMenuWeek(undefined, lateSunday)).toEqual({ year: 2026, week: 48 });
    expect(resolveMenuWeek('47', lateSunday)).toEqual({ year: 2027, week: 47 });
    expect(resolveMenuWeek('48', lateSunday)).toEqual({ year: 2026, week: 48 });
  });

  it.each([
    undefined,
    null,
    '',
    ' ',
    '0',
    '00',
    '54',
    '99',
    '100',
    '053',
    '-1',
    '-47',
    '+3',
    '1.5',
    '3.0',
    '1e1',
    '0x10',
    'abc',
    '3a',
    ' 3 ',
    '3 ',
    '\t3',
    '3\n',
    '٣', // an Arabic-Indic digit
    '３', // a full-width digit
    'NaN',
    'Infinity',
    '9'.repeat(10_000),
  ])('week=%j → the current week', (param) => {
    expect(resolveMenuWeek(param, november21)).toEqual({ year: 2026, week: 47 });
  });

  it('always lands on the current week or one of the 52 that follow', () => {
    for (const now of [november21, december28, march1, at('2027-01-02T12:00:00Z')]) {
      const current = mondayOf(isoWeekOf(now)).getTime();
      for (let week = 1; week <= 53; week += 1) {
        const resolved = resolveMenuWeek(String(week), now);
        const ahead = (mondayOf(resolved).getTime() - current) / (7 * dayMs);
        expect(ahead).toBeGreaterThanOrEqual(0);
        expect(ahead).toBeLessThan(53);
        expect(resolved.week === week || ahead === 0).toBe(true);
      }
    }
  });
});

describe('orderableWeek: the week a first box is ordered for (ADR 004, 052)', () => {
  it.each([
    ['2026-11-23T08:00:00Z', { year: 2026, week: 49 }], // a Monday of week 48
    ['2026-11-29T22:30:00Z', { year: 2026, week: 49 }], // Sunday 23:30 in Paris, still week 48
    ['2026-11-29T23:30:00Z', { year: 2026, week: 50 }], // Monday 00:30 in Paris
    ['2026-12-31T12:00:00Z', { year: 2027, week: 1 }], // week 53 of 2026, then 2027's first
  ])('%s: %o', (instant, week) => {
    expect(orderableWeek(at(instant))).toEqual(week);
  });
});
