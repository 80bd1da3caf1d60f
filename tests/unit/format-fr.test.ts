import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDeliveryDay,
  formatDuration,
  formatPrice,
  formatSlot,
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
    expect(formatSlot({ start: '18:00', end: '21:00' })).toBe('18\u00a0h – 21\u00a0h');
    expect(formatSlot({ start: '08:30', end: '12:00' })).toBe('8\u00a0h\u00a030 – 12\u00a0h');
  });
});
