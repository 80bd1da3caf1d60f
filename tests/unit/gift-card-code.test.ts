import { describe, expect, it } from 'vitest';
import { isGiftCardCode, normaliseGiftCardCode } from '../../shared/gift-card-code.ts';

describe('gift card codes (spec §7 GET /discounts/add-gift-card/{id}; ADR 036)', () => {
  it('typed codes are trimmed and upper-cased, as printed on the card', () => {
    expect(normaliseGiftCardCode('  poti-abcd-ef23 ')).toBe('POTI-ABCD-EF23');
    expect(normaliseGiftCardCode('Cadeau-Test-50\n')).toBe('CADEAU-TEST-50');
    // read off the card, its groups apart
    expect(normaliseGiftCardCode(' poti abcd  ef23')).toBe('POTI-ABCD-EF23');
    expect(normaliseGiftCardCode('cadeau test 50')).toBe('CADEAU-TEST-50');
  });

  it('accepts letters, digits, « - » and « _ », 1 to 64 of them', () => {
    expect(isGiftCardCode('POTI-ABCD-EF23')).toBe(true);
    expect(isGiftCardCode('A')).toBe(true);
    expect(isGiftCardCode('A_B')).toBe(true);
    expect(isGiftCardCode('X'.repeat(64))).toBe(true);
  });

  it('refuses what no card can be, before any call', () => {
    expect(isGiftCardCode('')).toBe(false);
    expect(isGiftCardCode('X'.repeat(65))).toBe(false);
    expect(isGiftCardCode('POTI ABCD')).toBe(false);
    expect(isGiftCardCode('POTI/ABCD')).toBe(false);
    expect(isGiftCardCode('../users/me')).toBe(false);
    expect(isGiftCardCode('CADEAUÉTÉ')).toBe(false);
  });
});
