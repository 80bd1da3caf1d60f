// The gift card as the shop sells it (spec §3): the four amounts of the help centre, valid one
// year from its purchase (terms of sale, article 13), with a short message to the person who
// receives it. The landing page, the purchase page (spec §2: giftcard_landing,
// giftcard_index) and the purchase's checks all read them here.
export const giftCardAmounts = [30, 50, 80, 100] as const;

export type GiftCardAmount = (typeof giftCardAmounts)[number];

/** characters of the message the buyer adds to the card */
export const giftCardMessageMaxLength = 300;

export const giftCardValidityMonths = 12;

/** The purchase page's query parameter that chooses an amount: /carte-cadeau?montant=50 */
export const giftCardAmountParam = 'montant';

const purchasePage = '/carte-cadeau';

/** The purchase page (spec §2, giftcard_index), with `amount` already chosen when given. */
export const giftCardPurchasePath = (amount?: GiftCardAmount) =>
  amount === undefined ? purchasePage : `${purchasePage}?${giftCardAmountParam}=${amount}`;

export const isGiftCardAmount = (value: number): value is GiftCardAmount =>
  (giftCardAmounts as readonly number[]).includes(value);

/**
 * A message's length as its reader counts it and the product API checks it (ADR 034): code
 * points after trim and NFC, not UTF-16 units (« 😀 » is one, a decomposed « é » too).
 */
export const messageLength = (message: string) => [...message.trim().normalize('NFC')].length;
