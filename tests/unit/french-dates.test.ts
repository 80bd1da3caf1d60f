import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDay,
  formatDayAndTime,
  parisDateTime,
  parisToday,
} from '../../shared/french-dates.ts';

describe('French dates', () => {
  it('writes dates in French, in Paris time', () => {
    expect(formatDate('2026-07-14')).toBe('14 juillet 2026');
    expect(formatDate('2026-12-31T23:30:00.000Z')).toBe('1er janvier 2027');
    expect(formatDate('2026-09-01')).toBe('1er septembre 2026');
    expect(formatDate('2026-09-11')).toBe('11 septembre 2026');
    expect(formatDate('pas une date')).toBe('');
  });

  it('writes a delivery day with its weekday, the year only when it is not this one', () => {
    expect(formatDay('2026-12-01', 2026)).toBe('mardi 1er décembre');
    expect(formatDay('2026-12-11', 2026)).toBe('vendredi 11 décembre');
    expect(formatDay('2027-01-05', 2026)).toBe('mardi 5 janvier 2027');
    expect(formatDay('pas une date')).toBe('');
    expect(formatDay('2026-12-05T10:00:00Z')).toBe('');
  });

  it('writes times on the 24-hour clock (spec §1)', () => {
    expect(formatClock('18:00')).toBe('18\u00a0h');
    expect(formatClock('08:30')).toBe('8\u00a0h\u00a030');
    expect(formatClock('8 heures')).toBe('');
  });

  it('writes a deadline in Paris time', () => {
    expect(formatDayAndTime('2026-11-25T22:59:00.000Z', 2026)).toBe(
      'mercredi 25 novembre à 23\u00a0h\u00a059',
    );
    expect(parisDateTime(new Date('2026-06-30T22:30:00.000Z'))).toEqual({
      date: '2026-07-01',
      time: '00:30',
    });
  });
});

describe('parisToday', () => {
  it('is the day in Paris, not in UTC', () => {
    expect(parisToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  });
});
