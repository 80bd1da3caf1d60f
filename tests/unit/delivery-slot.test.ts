import { describe, expect, it } from 'vitest';
import { formatSlot, offeredSlot, slotValue } from '../../shared/delivery-slot.ts';

const slots = [
  { start: '08:00', end: '12:00' },
  { start: '18:00', end: '21:00' },
];

describe('delivery slots (README "Funnel")', () => {
  it('reads as French writes hours', () => {
    expect(formatSlot({ start: '08:00', end: '12:00' })).toBe('8\u00a0h – 12\u00a0h');
    expect(formatSlot({ start: '18:30', end: '21:00' })).toBe('18\u00a0h\u00a030 – 21\u00a0h');
  });

  it('posts a slot and finds it again among those offered', () => {
    expect(slotValue({ start: '18:00', end: '21:00' })).toBe('18:00-21:00');
    expect(offeredSlot('18:00-21:00', slots)).toEqual(slots[1]);
    expect(offeredSlot('12:00-14:00', slots)).toBeUndefined();
    expect(offeredSlot('', slots)).toBeUndefined();
  });
});
