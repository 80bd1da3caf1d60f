// spec §9 and DECISIONS, "Welcome offer": the price of a first box by its number of dishes
// (guests × recipes), and the price per dish rounded to 2 decimals.
import { welcomeOfferGuests } from './box-sizes.ts';
import { pricePerPortion } from './recipe-price.ts';

export const welcomeOfferPrices: Readonly<Record<number, number>> = {
  4: 45,
  6: 55,
  8: 65,
  10: 74,
  12: 82,
  14: 89,
  16: 96,
  18: 103.5,
  20: 111,
  22: 118,
  24: 124,
  26: 130,
  28: 137,
  30: 143.5,
  32: 150,
};

export interface WelcomeOfferPrice {
  dishes: number;
  total: number;
  perDish: number;
}

/** The price for a combination the grid offers, or undefined for one it does not. */
export function welcomeOfferPrice(guests: number, recipes: number): WelcomeOfferPrice | undefined {
  if (!welcomeOfferGuests.includes(guests as 2) || !Number.isInteger(recipes) || recipes < 1)
    return undefined;
  const dishes = guests * recipes;
  const total = welcomeOfferPrices[dishes];
  if (total === undefined) return undefined;
  return { dishes, total, perDish: pricePerPortion(total, dishes) };
}

/** The lowest price per dish the grid offers (« à partir de … la part »). */
export function lowestPricePerDish(): number {
  return Math.min(
    ...Object.entries(welcomeOfferPrices).map(([dishes, total]) =>
      pricePerPortion(total, Number(dishes)),
    ),
  );
}
