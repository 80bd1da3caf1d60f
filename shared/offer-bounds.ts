import { welcomeOfferPrices } from './welcome-offer-price.ts';

const dishCounts = Object.keys(welcomeOfferPrices).map(Number);

/**
 * DECISIONS, « Welcome offer »: only combinations whose dish count (guests × recipes) is in
 * the price grid can be chosen. The recipe counts that allows for a number of guests.
 */
export function recipeBounds(guests: number): { min: number; max: number } {
  const allowed = dishCounts.filter((dishes) => dishes % guests === 0).map((d) => d / guests);
  return { min: Math.min(...allowed), max: Math.max(...allowed) };
}

export const clampRecipes = (guests: number, recipes: number): number => {
  const { min, max } = recipeBounds(guests);
  return Math.min(max, Math.max(min, recipes));
};
