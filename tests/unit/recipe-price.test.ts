import { describe, expect, it } from 'vitest';
import { pricePerPortion, recipePrice } from '../../shared/recipe-price.ts';

// the seed's classic tier and two of its extras (options_prices, spec §3)
const classique = [
  { guests: 2, price: 11.8 },
  { guests: 4, price: 22.9 },
  { guests: 6, price: 33.3 },
  { guests: 8, price: 43.4 },
];
const bread = {
  id: 5,
  name: 'Pain de campagne au levain bio',
  prices: [
    { guests: 2, price: 2.4 },
    { guests: 4, price: 4.8 },
    { guests: 6, price: 7.2 },
    { guests: 8, price: 9.6 },
  ],
};
const cheese = { id: 6, name: 'Plateau de fromages affinés', prices: [{ guests: 2, price: 4.8 }] };

describe('recipePrice (spec §3 options_prices)', () => {
  it('is the recipe’s price for the chosen guests', () => {
    for (const { guests, price } of classique)
      expect(
        recipePrice({ prices: classique, options: [bread], chosen: new Set(), guests }),
      ).toEqual({ recipe: price, options: [], total: price });
  });

  it('adds the chosen extras at their price for the same guests', () => {
    expect(
      recipePrice({ prices: classique, options: [bread, cheese], chosen: new Set([5]), guests: 4 }),
    ).toEqual({
      recipe: 22.9,
      options: [{ id: 5, name: 'Pain de campagne au levain bio', price: 4.8 }],
      total: 27.7,
    });
    expect(
      recipePrice({
        prices: classique,
        options: [bread, cheese],
        chosen: new Set([5, 6]),
        guests: 2,
      }).total,
    ).toBe(19);
  });

  it('leaves out an extra without a price for these guests, and a missing recipe price', () => {
    const eight = recipePrice({
      prices: classique.slice(0, 2),
      options: [cheese],
      chosen: new Set([6]),
      guests: 8,
    });
    expect(eight).toEqual({ recipe: null, options: [], total: 0 });
  });
});

describe('pricePerPortion', () => {
  it('divides by the guests, rounded to the cent', () => {
    expect(pricePerPortion(22.9, 4)).toBe(5.73);
    expect(pricePerPortion(33.3, 6)).toBe(5.55);
    expect(pricePerPortion(11.8, 2)).toBe(5.9);
    // a half cent rounds up: 17,90 € for 4 (a recipe with a 5 € code) is 4,48 €, not 4,47 €
    expect(pricePerPortion(17.9, 4)).toBe(4.48);
    expect(pricePerPortion(1.1, 4)).toBe(0.28);
  });
});
