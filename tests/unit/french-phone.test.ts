import { describe, expect, it } from 'vitest';
import { frenchPhone } from '../../shared/french-phone.ts';

// README "Funnel": the delivery's phone, a French number kept as « 06 12 34 56 78 ».

describe('frenchPhone', () => {
  it.each([
    ['0612345678', '06 12 34 56 78'],
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['06.12.34.56.78', '06 12 34 56 78'],
    ['06-12-34-56-78', '06 12 34 56 78'],
    ['+33 6 12 34 56 78', '06 12 34 56 78'],
    ['+33612345678', '06 12 34 56 78'],
    ['0033 1 42 00 00 00', '01 42 00 00 00'],
    [' 09 70 00 00 00 ', '09 70 00 00 00'],
  ])('reads %s as %s', (typed, written) => expect(frenchPhone(typed)).toBe(written));

  it.each([
    '',
    '061234567',
    '06123456789',
    '0012345678',
    '+44 20 7946 0958',
    'zéro six',
    '1'.repeat(31),
  ])('refuses %s', (typed) => expect(frenchPhone(typed)).toBeNull());
});
