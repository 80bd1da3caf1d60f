import { describe, expect, it } from 'vitest';
import { lowestPricePerDish, welcomeOfferPrice } from '../../shared/welcome-offer-price.ts';
import { welcomeOfferDefaults } from '../../shared/box-sizes.ts';

describe('welcome-offer price (spec §9)', () => {
  it.each([
    [2, 2, 4, 45, 11.25],
    [2, 3, 6, 55, 9.17],
    [4, 2, 8, 65, 8.13],
    [2, 5, 10, 74, 7.4],
    [4, 3, 12, 82, 6.83],
    [2, 7, 14, 89, 6.36],
    [4, 4, 16, 96, 6],
    [6, 3, 18, 103.5, 5.75],
    [4, 5, 20, 111, 5.55],
    [2, 11, 22, 118, 5.36],
    [6, 4, 24, 124, 5.17],
    [2, 13, 26, 130, 5],
    [4, 7, 28, 137, 4.89],
    [6, 5, 30, 143.5, 4.78],
    [8, 4, 32, 150, 4.69],
  ])(
    '%i guests × %i recipes = %i dishes: %f €, %f € a dish',
    (guests, recipes, dishes, total, perDish) => {
      expect(welcomeOfferPrice(guests, recipes)).toEqual({ dishes, total, perDish });
    },
  );

  it('defaults to 4 guests and 8 recipes, 32 dishes for 150 €', () => {
    expect(welcomeOfferDefaults).toEqual({ guests: 4, recipes: 8 });
    expect(
      welcomeOfferPrice(welcomeOfferDefaults.guests, welcomeOfferDefaults.recipes)?.total,
    ).toBe(150);
  });

  it.each([
    [3, 2],
    [2, 1],
    [8, 5],
    [4, 0],
    [4, -2],
    [4, 1.5],
    [10, 2],
  ])('offers no price for %i guests × %i recipes', (guests, recipes) => {
    expect(welcomeOfferPrice(guests, recipes)).toBeUndefined();
  });

  it('starts at 4,69 € a dish', () => {
    expect(lowestPricePerDish()).toBe(4.69);
  });
});
