import { describe, expect, it } from 'vitest';
import { cartItem } from '../../shared/cart-item.ts';

describe('cartItem (spec §3, cart item analytics shape)', () => {
  it('has the spec’s fields, the currency always EUR', () => {
    expect(
      cartItem({
        id: 126,
        name: 'Carbonade flamande',
        price: 17.9,
        guests: 4,
        coupon: 'RECETTE5',
        categories: ['Recette classique', 'viande', 'gourmand'],
      }),
    ).toEqual({
      item_id: '126',
      item_name: 'Carbonade flamande',
      coupon: 'RECETTE5',
      price: 17.9,
      currency: 'EUR',
      quantity: 1,
      guests: 4,
      item_category: 'Recette classique',
      item_category2: 'viande',
      item_category3: 'gourmand',
    });
  });

  it('leaves out an absent coupon, rounds to the cent, keeps five category levels', () => {
    const item = cartItem({
      id: 'pain',
      name: 'Pain',
      price: 2.4000000000000004,
      guests: 2,
      quantity: 2,
      coupon: null,
      categories: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(item).not.toHaveProperty('coupon');
    expect(item.price).toBe(2.4);
    expect(item.quantity).toBe(2);
    expect(item.item_category5).toBe('e');
    expect(Object.keys(item)).not.toContain('item_category6');
  });
});
