import { describe, expect, it } from 'vitest';
import {
  cardBrandName,
  cardMessages,
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  holderNameError,
  readExpiry,
  testPaymentMethod,
} from '../../shared/card-entry.ts';

// The test-mode card form (ADR 037), with Adyen's documented test cards: expiry 03/2030, CVC
// 737 (7373 for American Express).

const november2026 = new Date('2026-11-25T10:00:00Z');

describe('the card number', () => {
  it('is grouped as printed: by four, or 4-6-5 for American Express', () => {
    expect(formatCardNumber('4111111145551142')).toBe('4111 1111 4555 1142');
    expect(formatCardNumber('370000000000002')).toBe('3700 000000 00002');
    expect(formatCardNumber('4111 11')).toBe('4111 11');
    expect(formatCardNumber('4111-1111 abc')).toBe('4111 1111');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('names its brand', () => {
    expect(cardBrandName('4111 1111')).toBe('Visa');
    expect(cardBrandName('5555341244441115')).toBe('Mastercard');
    expect(cardBrandName('2222400070000005')).toBe('Mastercard');
    expect(cardBrandName('3700')).toBe('American Express');
    expect(cardBrandName('')).toBeUndefined();
  });

  it('must pass the Luhn check and have the brand’s length', () => {
    expect(cardNumberError('4111 1111 4555 1142')).toBeUndefined();
    expect(cardNumberError('4212345678910006')).toBeUndefined();
    expect(cardNumberError('4111 1111 4555 1143')).toBe(cardMessages.numberInvalid);
    expect(cardNumberError('4111 1111 4555')).toBe(cardMessages.numberInvalid);
    expect(cardNumberError('4111 1111 4555 114a')).toBe(cardMessages.numberInvalid);
    expect(cardNumberError('  ')).toBe(cardMessages.numberMissing);
  });
});

describe('the expiry', () => {
  it('is typed as MM/AA, the slash coming by itself', () => {
    expect(formatExpiry('0330')).toBe('03/30');
    expect(formatExpiry('03')).toBe('03');
    expect(formatExpiry('03/3')).toBe('03/3');
    expect(formatExpiry('12/2')).toBe('12/2');
    // a month of one digit, ended by a slash or by being more than 1
    expect(formatExpiry('1/')).toBe('01/');
    expect(formatExpiry('1/30')).toBe('01/30');
    expect(formatExpiry('2/28')).toBe('02/28');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('03/')).toBe('03/');
    expect(readExpiry('03/30')).toEqual({ month: '03', year: '2030' });
    expect(readExpiry('3/30')).toBeUndefined();
    expect(readExpiry('13/30')).toBeUndefined();
  });

  it('keeps a card valid until the end of its month', () => {
    expect(expiryError('03/30', november2026)).toBeUndefined();
    expect(expiryError('11/26', november2026)).toBeUndefined();
    expect(expiryError('10/26', november2026)).toBe(cardMessages.expiryPast);
    expect(expiryError('00/30', november2026)).toBe(cardMessages.expiryInvalid);
    expect(expiryError('', november2026)).toBe(cardMessages.expiryMissing);
  });
});

describe('the CVC and the holder', () => {
  it('has 3 digits, 4 for American Express', () => {
    expect(cvcError('737', { cardNumber: '4111111145551142' })).toBeUndefined();
    expect(cvcError('7373', { cardNumber: '4111111145551142' })).toBe(
      'Le cryptogramme visuel compte 3\u00a0chiffres.',
    );
    expect(cvcError('7373', { cardNumber: '370000000000002' })).toBeUndefined();
    expect(cvcError('737', { cardNumber: '370000000000002' })).toBe(
      'Le cryptogramme visuel compte 4\u00a0chiffres.',
    );
    expect(cvcError('', {})).toBe(cardMessages.cvcMissing);
  });

  it('asks for the holder’s name', () => {
    expect(holderNameError(' ')).toBe(cardMessages.holderNameMissing);
    expect(holderNameError('Léa Martin')).toBeUndefined();
  });
});

it('sends the card in Adyen’s unencrypted test format', () => {
  expect(
    testPaymentMethod({
      number: '4111 1111 4555 1142',
      expiry: '03/30',
      cvc: ' 737 ',
      holderName: ' Léa Martin ',
    }),
  ).toEqual({
    type: 'scheme',
    encryptedCardNumber: 'test_4111111145551142',
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
    holderName: 'Léa Martin',
  });
});
