// spec §3 (Gift card: id, code, value, customer_display) and §7 (GET /discounts/add-gift-card/{id}):
// the code a visitor types to pay part of an order with a card (ADR 036).

/** A gift card as the site uses it once checked: its code and its value in euros. */
export interface GiftCard {
  code: string;
  value: number;
}

/** The shape the product API accepts for a code (its route answers 404 to anything else). */
const codeShape = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * « poti-abcd-ef23 » as printed on the card: « POTI-ABCD-EF23 ». A code has no spaces: the
 * ones typed between its groups, as read off the card (« POTI ABCD EF23 »), are its hyphens.
 */
export const normaliseGiftCardCode = (typed: string) =>
  typed.trim().toUpperCase().replace(/\s+/g, '-');

/** Whether `code` can be a card's at all, so that a typo costs no call. */
export const isGiftCardCode = (code: string) => codeShape.test(code);
