import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDeliveryDay,
  formatDuration,
  formatPrice,
} from '../../shared/format-fr.ts';

describe('French formatting', () => {
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

  it('writes durations', () => {
    expect(formatDuration(25)).toBe('25\u00a0min');
    expect(formatDuration(60)).toBe('1\u00a0h');
    expect(formatDuration(65)).toBe('1\u00a0h\u00a005');
  });

  it('writes a delivery day with its weekday, and a slot in 24-hour time (ADR 043)', () => {
    expect(formatDeliveryDay('2026-12-01')).toBe('mardi 1er décembre');
    expect(formatDeliveryDay('2026-12-03')).toBe('jeudi 3 décembre');
    expect(formatDeliveryDay('2026-12-05T10:00:00Z')).toBe('');
    expect(formatDeliveryDay('2026-12-05')).toBe('samedi 5 décembre');
    expect(formatDeliveryDay('2026-12-11')).toBe('vendredi 11 décembre');
    expect(formatDeliveryDay('pas une date')).toBe('');
  });
});
