import { describe, expect, it } from 'vitest';
import {
  giftCardAmounts,
  giftCardMessageMaxLength,
  giftCardPurchasePath,
  giftCardValidityMonths,
} from '../../shared/gift-card.ts';

describe('the gift card (help centre, terms of sale article 13)', () => {
  it('is sold at 30, 50, 80 and 100 €, smallest first', () => {
    expect(giftCardAmounts).toEqual([30, 50, 80, 100]);
  });

  it('carries a message of 300 characters at most and is valid 12 months', () => {
    expect(giftCardMessageMaxLength).toBe(300);
    expect(giftCardValidityMonths).toBe(12);
  });

  it('links to the purchase page, with the amount chosen', () => {
    expect(giftCardPurchasePath()).toBe('/carte-cadeau');
    expect(giftCardAmounts.map((amount) => giftCardPurchasePath(amount))).toEqual([
      '/carte-cadeau?montant=30',
      '/carte-cadeau?montant=50',
      '/carte-cadeau?montant=80',
      '/carte-cadeau?montant=100',
    ]);
  });
});
