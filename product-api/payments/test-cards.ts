// Adyen's documented test cards (docs.adyen.com/development-resources/testing/test-card-numbers):
// expiry 03/2030, CVC 737 (7373 for American Express). The 3-D Secure 2 ones ask the shopper
// to authenticate first (RedirectShopper).

export interface TestCard {
  brand: 'visa' | 'mc' | 'amex' | 'cartebancaire';
  threeDS: boolean;
}

export const testCards: Record<string, TestCard> = {
  '4111111145551142': { brand: 'visa', threeDS: false },
  '4988438843884305': { brand: 'visa', threeDS: false },
  '5555341244441115': { brand: 'mc', threeDS: false },
  '2222400070000005': { brand: 'mc', threeDS: false },
  '370000000000002': { brand: 'amex', threeDS: false },
  '4035501000000008': { brand: 'cartebancaire', threeDS: false },
  '4212345678910006': { brand: 'visa', threeDS: true },
  '5454545454545454': { brand: 'mc', threeDS: true },
};

export const testExpiry = { month: '03', year: '2030' };

/** Refusals triggered by the holder name, as on Adyen's test platform. */
export const holderNameResults: Record<
  string,
  { resultCode: 'Refused' | 'Error'; refusalReason: string; code: string }
> = {
  UNKNOWN: { resultCode: 'Error', refusalReason: 'Unknown', code: '0' },
  DECLINED: { resultCode: 'Refused', refusalReason: 'Refused', code: '2' },
  REFERRAL: { resultCode: 'Refused', refusalReason: 'Referral', code: '3' },
  ERROR: { resultCode: 'Error', refusalReason: 'Acquirer Error', code: '4' },
  BLOCK_CARD: { resultCode: 'Refused', refusalReason: 'Blocked Card', code: '5' },
  CARD_EXPIRED: { resultCode: 'Refused', refusalReason: 'Expired Card', code: '6' },
  INVALID_AMOUNT: { resultCode: 'Refused', refusalReason: 'Invalid Amount', code: '7' },
  INVALID_CARD: { resultCode: 'Refused', refusalReason: 'Invalid Card Number', code: '8' },
  NOT_SUPPORTED: { resultCode: 'Refused', refusalReason: 'Not supported', code: '10' },
  NOT_ENOUGH_BALANCE: { resultCode: 'Refused', refusalReason: 'Not enough balance', code: '12' },
  ISSUER_UNAVAILABLE: { resultCode: 'Refused', refusalReason: 'Issuer Unavailable', code: '13' },
  CVC_DECLINED: { resultCode: 'Refused', refusalReason: 'CVC Declined', code: '24' },
  FRAUD: { resultCode: 'Refused', refusalReason: 'FRAUD', code: '20' },
};
