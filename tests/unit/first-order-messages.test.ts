import { describe, expect, it } from 'vitest';
import { nameMaxLength } from '../../shared/account-fields.ts';
import {
  deliveryLimits,
  deliveryMessages,
  firstOrderIssue,
} from '../../shared/first-order-messages.ts';

// README "Funnel": the refusals of POST /orders, each `{ path, message }`, in French.

describe('firstOrderIssue', () => {
  it('says a postcode refusal beside the postcode, as the product API meant it', () => {
    expect(
      firstOrderIssue({
        path: ['delivery', 'postcode'],
        message: 'postcode is outside the delivery area (the départements of France)',
      }),
    ).toEqual({ field: 'postcode', message: deliveryMessages.postcodeNotDelivered });
    expect(
      firstOrderIssue({
        path: ['delivery', 'postcode'],
        message: 'postcode is not a French postcode',
      }),
    ).toEqual({ field: 'postcode', message: deliveryMessages.postcodeNotFrench });
  });

  it('names the address fields as the form does', () => {
    expect(
      firstOrderIssue({
        path: ['delivery', 'address_line1'],
        message: 'must hold one line of text',
      }),
    ).toEqual({ field: 'addressLine1', message: deliveryMessages.lineInvalid });
    expect(
      firstOrderIssue({
        path: ['delivery', 'phone'],
        message: 'phone must be a French phone number',
      }),
    ).toEqual({ field: 'phone', message: deliveryMessages.phoneInvalid });
  });

  it('tells a closed day from a day not offered', () => {
    expect(
      firstOrderIssue({
        path: ['delivery_date'],
        message: 'orders for 2026-11-27 closed at 2026-11-21T22:59:00.000Z',
      }),
    ).toEqual({ field: 'deliveryDate', message: deliveryMessages.dateClosed });
    expect(
      firstOrderIssue({ path: ['delivery_date'], message: 'delivery_date must be after today' }),
    ).toEqual({ field: 'deliveryDate', message: deliveryMessages.dateNotOffered });
  });

  it('spec §8: `code not found` on a code is a promo code or a gift card that does not exist', () => {
    expect(firstOrderIssue({ path: ['coupon_code'], message: 'code not found' })).toEqual({
      field: 'couponCode',
      message: 'Ce code promo n’existe pas ou a expiré.',
    });
    expect(firstOrderIssue({ path: ['gift_card_code'], message: 'code not found' })).toEqual({
      field: 'giftCardCode',
      message: deliveryMessages.giftCardRefused,
    });
  });

  it('sends the visitor back to the recipes for the basket’s refusals', () => {
    expect(
      firstOrderIssue({
        path: ['recipes'],
        message: "expected 3 recipes (the subscription's recipe_count), got 9",
      }),
    ).toEqual({ basket: deliveryMessages.basketCount });
    expect(firstOrderIssue({ path: ['recipes', 1], message: 'unknown recipe 999999' })).toEqual({
      basket: deliveryMessages.basketRecipes,
    });
    expect(
      firstOrderIssue({
        path: ['week'],
        message: "week must be one of the planning's: 48, 49, 50",
      }),
    ).toEqual({ basket: deliveryMessages.basketWeek });
  });

  it('has nothing to say of a path the form does not know', () => {
    expect(firstOrderIssue({ path: ['colour'], message: 'Unrecognized key' })).toBeUndefined();
  });
});

it('lets the delivery step take a name as long as the account took (it refused 81 to 100)', () => {
  expect(deliveryLimits.firstName).toBe(nameMaxLength);
  expect(deliveryLimits.lastName).toBe(nameMaxLength);
});
