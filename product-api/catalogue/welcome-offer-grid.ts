// spec §9 and DECISIONS "Welcome offer": the price of a box by its number of dishes (guests ×
// recipes), 4 to 32 and even. The API keeps its own copy: it shares no code with the site
// (DESIGN §2), whose copy is shared/welcome-offer-price.ts.

export const welcomeOfferGrid: Readonly<Record<number, number>> = {
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

export const boxGuests = [2, 4, 6, 8] as const;

/** The grid's price in euros for `guests` × `recipes` dishes, undefined when it has none. */
export function gridPrice(guests: number, recipes: number): number | undefined {
  const dishes = guests * recipes;
  return Object.hasOwn(welcomeOfferGrid, dishes) ? welcomeOfferGrid[dishes] : undefined;
}
