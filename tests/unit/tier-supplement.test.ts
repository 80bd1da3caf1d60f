import { describe, expect, it } from 'vitest';
import { tierSupplement } from '../../shared/tier-supplement.ts';

// ADR 039 and the product API's README « Funnel » (seed: premium 6 € for 2 guests, 11.60 € for
// 4; premium_plus 12 €, 23.30 €)
const prices = [
  { tier: 'classique', guests: 2, price: 11.8 },
  { tier: 'classique', guests: 4, price: 22.9 },
  { tier: 'signature', guests: 2, price: 13.8 },
  { tier: 'premium', guests: 2, price: 17.8 },
  { tier: 'premium', guests: 4, price: 34.5 },
  { tier: 'premium_plus', guests: 2, price: 23.8 },
  { tier: 'premium_plus', guests: 4, price: 46.2 },
];

describe('tierSupplement', () => {
  it('includes classique and signature recipes', () => {
    expect(tierSupplement(prices, 'classique', 2)).toBe(0);
    expect(tierSupplement(prices, 'signature', 2)).toBe(0);
  });

  it('charges premium and premium_plus their price minus the classique’s, for the guests', () => {
    expect(tierSupplement(prices, 'premium', 2)).toBe(6);
    expect(tierSupplement(prices, 'premium', 4)).toBe(11.6);
    expect(tierSupplement(prices, 'premium_plus', 2)).toBe(12);
    expect(tierSupplement(prices, 'premium_plus', 4)).toBe(23.3);
  });

  it('charges nothing it cannot price', () => {
    expect(tierSupplement(prices, 'premium', 8)).toBe(0);
    expect(tierSupplement([], 'premium', 2)).toBe(0);
  });
});
