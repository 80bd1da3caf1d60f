import { describe, expect, it } from 'vitest';
import {
  giftCardAmounts,
  giftCardMessageMaxLength,
  giftCardPurchasePath,
  giftCardValidityMonths,
  isGiftCardAmount,
  messageLength,
} from '../../shared/gift-card.ts';
import { refusalMessage, refusedMessage } from '../../shared/payment-refusals.ts';

describe('the gift card (help centre, terms of sale article 13)', () => {
  it('is sold at 30, 50, 80 and 100 €, smallest first', () => {
    expect(giftCardAmounts).toEqual([30, 50, 80, 100]);
    expect(isGiftCardAmount(80)).toBe(true);
    expect(isGiftCardAmount(45)).toBe(false);
    expect(isGiftCardAmount(Number.NaN)).toBe(false);
  });

  it('carries a message of 300 characters at most and is valid 12 months', () => {
    expect(giftCardMessageMaxLength).toBe(300);
    expect(giftCardValidityMonths).toBe(12);
  });

  it('counts a message’s characters as a reader counts them', () => {
    expect(messageLength('é'.repeat(300))).toBe(300);
    expect(messageLength('😀'.repeat(3))).toBe(3);
    expect(messageLength('  Merci !  ')).toBe(7);
    // as the product API counts it, after NFC: a decomposed « é » (e + U+0301) is one
    expect(messageLength('e\u0301'.repeat(300))).toBe(300);
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

describe('a refused payment', () => {
  it('says why in French for the reasons a shopper can act on', () => {
    expect(refusalMessage('CVC Declined')).toBe(
      'Le cryptogramme visuel ne correspond pas à cette carte. Vérifiez-le et réessayez.',
    );
    expect(refusalMessage('Expired Card')).toMatch(/^Cette carte a expiré\./);
    expect(refusalMessage('Not enough balance')).toMatch(/solde ou le plafond/);
  });

  it('never tells a fraud suspicion apart from a plain refusal', () => {
    expect(refusalMessage('FRAUD')).toBe(refusedMessage);
    expect(refusalMessage('Issuer Suspected Fraud')).toBe(refusedMessage);
    expect(refusalMessage('Refused')).toBe(refusedMessage);
    expect(refusalMessage(undefined)).toBe(refusedMessage);
    expect(refusalMessage('toString')).toBe(refusedMessage);
  });
});
