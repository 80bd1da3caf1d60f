// A gift card order as the product API takes it (spec §7: POST /discounts/pay-gift-card), paid
// with one of Adyen's test cards (expiry 03/2030, CVC 737): the body tests send to buy a card.

export const visaTestCard = '4111111145551142';
/** asks for 3-D Secure first */
export const visa3dsTestCard = '4212345678910006';

export const giftCardOrderBody = (cardNumber: string, returnUrl?: string) => ({
  data: {
    value: 50,
    email: 'lea@example.fr',
    recipient_name: 'Camille',
    ...(returnUrl ? { returnUrl } : {}),
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: `test_${cardNumber}`,
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
      holderName: 'Léa Martin',
    },
  },
});
