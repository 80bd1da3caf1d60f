import { describe, expect, it } from 'vitest';
import { cardBrandName, cardExpiry, maskedCardNumber } from '../../shared/card-brand.ts';

// ADR 048: a saved card as the subscriber reads it.

describe('cardBrandName', () => {
  it.each([
    ['cartebancaire', 'CB'],
    ['visa', 'Visa'],
    ['mc', 'Mastercard'],
    ['amex', 'American Express'],
  ])('names %s « %s »', (code, name) => expect(cardBrandName(code)).toBe(name));
  it('knows no other brand', () => {
    expect(cardBrandName('diners')).toBeUndefined();
    expect(cardBrandName('toString')).toBeUndefined();
  });
});

describe('a card’s number and expiry', () => {
  it('shows the last four digits only', () => expect(maskedCardNumber('1115')).toBe('•••• 1115'));
  it('writes the expiry « 03/2030 »', () => {
    expect(cardExpiry('03', '2030')).toBe('03/2030');
    expect(cardExpiry('3', '30')).toBe('03/2030');
  });
});
