// The gift card of spec §3 as the site sells it: four amounts, a message of 300 characters at
// most, valid 12 months (the product API's rules, checked the same way on both sides).

export const giftCardAmounts = [30, 50, 80, 100] as const;

export type GiftCardAmount = (typeof giftCardAmounts)[number];

export const giftCardMessageMaxLength = 300;

export const giftCardValidityMonths = 12;

export const isGiftCardAmount = (value: number): value is GiftCardAmount =>
  (giftCardAmounts as readonly number[]).includes(value);

/** A message's length as its reader counts it: characters, not UTF-16 units (« 😀 » is one). */
export const messageLength = (message: string) => [...message.trim()].length;
