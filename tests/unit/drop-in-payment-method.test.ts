import { describe, expect, it } from 'vitest';
import {
  dropinErrorMessage,
  dropinMessages,
} from '../../client/components/payment/drop-in-messages.ts';
import {
  postedPaymentMethodMaxLength,
  readPostedPaymentMethod,
} from '../../client/components/payment/posted-payment-method.ts';

// What the gift card's route action takes from Adyen's Drop-in (ADR 038): its
// `state.data.paymentMethod` as JSON, sent on as it came when it is an object with a `type`.

const encrypted = {
  type: 'scheme',
  holderName: 'Léa Martin',
  encryptedCardNumber: `adyenjs_0_1_25$${'A'.repeat(600)}`,
  encryptedExpiryMonth: `adyenjs_0_1_25$${'B'.repeat(600)}`,
  encryptedExpiryYear: `adyenjs_0_1_25$${'C'.repeat(600)}`,
  encryptedSecurityCode: `adyenjs_0_1_25$${'D'.repeat(600)}`,
  brand: 'visa',
  checkoutAttemptId: 'do-not-track',
};

describe('readPostedPaymentMethod', () => {
  it('returns what the Drop-in encrypted, every field as it came', () => {
    expect(readPostedPaymentMethod(JSON.stringify(encrypted))).toEqual(encrypted);
    expect(readPostedPaymentMethod('{"type":"scheme","storedPaymentMethodId":"8415"}')).toEqual({
      type: 'scheme',
      storedPaymentMethodId: '8415',
    });
  });

  it.each([
    ['an empty field', ''],
    ['text', 'scheme'],
    ['malformed JSON', '{"type":"scheme"'],
    ['null', 'null'],
    ['a string', '"scheme"'],
    ['a list', '[{"type":"scheme"}]'],
    ['no type', '{"encryptedCardNumber":"x"}'],
    ['an empty type', '{"type":""}'],
    ['a type that is not text', '{"type":1}'],
  ])('reads %s as nothing', (_, posted) => {
    expect(readPostedPaymentMethod(posted)).toBeUndefined();
  });

  it(`reads nothing longer than ${postedPaymentMethodMaxLength} characters`, () => {
    const longest = JSON.stringify({
      type: 'scheme',
      padding: 'x'.repeat(postedPaymentMethodMaxLength - 30),
    });
    expect(longest).toHaveLength(postedPaymentMethodMaxLength);
    expect(readPostedPaymentMethod(longest)).toBeDefined();
    expect(readPostedPaymentMethod(longest.replace('"x', '"xx'))).toBeUndefined();
  });
});

describe('dropinErrorMessage', () => {
  it('says in French what to do when the Drop-in fails', () => {
    expect(dropinErrorMessage('NETWORK_ERROR')).toBe(
      'Le service de paiement ne répond pas. Vérifiez votre connexion à Internet et réessayez.',
    );
    for (const name of ['IMPLEMENTATION_ERROR', 'API_ERROR', 'ERROR', 'SDK_ERROR', undefined])
      expect(dropinErrorMessage(name)).toBe(dropinMessages.unavailable);
    expect(dropinMessages.unavailable).toBe(
      'Le formulaire de paiement n’a pas pu s’afficher. Rechargez la page pour réessayer.',
    );
  });
});
