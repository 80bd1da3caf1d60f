import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDay,
  formatDayAndTime,
  formatDuration,
  formatNumber,
  formatPrice,
  formatPriceWithCents,
  parisDateTime,
  parisToday,
} from '../../shared/format-fr.ts';

describe('French formatting', () => {
  it('groups thousands with a non-breaking space', () => {
    expect(formatNumber(1240)).toBe('1\u00a0240');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(2.5)).toBe('3');
  });

  it('writes up to one or two decimals with a comma, thousands still grouped', () => {
    expect(formatNumber(12.46, 1)).toBe('12,5');
    expect(formatNumber(0.25, 2)).toBe('0,25');
    expect(formatNumber(1200.5, 2)).toBe('1\u00a0200,5');
  });

  it('writes dates in French, in Paris time', () => {
    expect(formatDate('2026-07-14')).toBe('14 juillet 2026');
    expect(formatDate('2026-12-31T23:30:00.000Z')).toBe('1er janvier 2027');
    expect(formatDate('2026-09-01')).toBe('1er septembre 2026');
    expect(formatDate('2026-09-11')).toBe('11 septembre 2026');
    expect(formatDate('pas une date')).toBe('');
  });

  it('writes prices with a non-breaking space before €', () => {
    expect(formatPrice(4.69)).toBe('4,69\u00a0€');
    expect(formatPrice(150)).toBe('150\u00a0€');
    expect(formatPrice(1234.5)).toBe('1\u00a0234,50\u00a0€');
  });

  it('writes the cents of a whole amount in a table’s column: « 6,00 € » beside « 6,36 € »', () => {
    expect(formatPriceWithCents(6)).toBe('6,00\u00a0€');
    expect(formatPriceWithCents(6.36)).toBe('6,36\u00a0€');
    expect(formatPriceWithCents(103.5)).toBe('103,50\u00a0€');
    expect(formatPriceWithCents(1200)).toBe('1\u00a0200,00\u00a0€');
  });

  it('writes durations', () => {
    expect(formatDuration(25)).toBe('25\u00a0min');
    expect(formatDuration(60)).toBe('1\u00a0h');
    expect(formatDuration(65)).toBe('1\u00a0h\u00a005');
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
