// spec §2 and §3: the recipe page's « price calculation » from options_prices, the price of one
// recipe of its tier for a number of guests (product_type « recipe ») plus the extras chosen
// with it (product_type « product »), for the same number of guests.

export interface GuestPrice {
  guests: number;
  price: number;
}

export interface PricedOption {
  id: number;
  name: string;
  prices: readonly GuestPrice[];
}

export interface RecipePrice {
  /** null when the recipe has no price for this number of guests */
  recipe: number | null;
  /** the chosen extras that have a price for these guests */
  options: { id: number; name: string; price: number }[];
  total: number;
}

const priceFor = (prices: readonly GuestPrice[], guests: number) =>
  prices.find((entry) => entry.guests === guests)?.price ?? null;

export function recipePrice(input: {
  prices: readonly GuestPrice[];
  options: readonly PricedOption[];
  chosen: ReadonlySet<number>;
  guests: number;
}): RecipePrice {
  const recipe = priceFor(input.prices, input.guests);
  const options = input.options.flatMap((option) => {
    const price = input.chosen.has(option.id) ? priceFor(option.prices, input.guests) : null;
    return price === null ? [] : [{ id: option.id, name: option.name, price }];
  });
  // in cents, so that 22,90 + 4,80 is 27,70 and not 27,699999…
  const cents = [recipe ?? 0, ...options.map((o) => o.price)].reduce(
    (sum, price) => sum + Math.round(price * 100),
    0,
  );
  return { recipe, options, total: cents / 100 };
}

/**
 * The price of one portion (« soit … la part »), rounded to the cent: divided in cents, so that
 * 17,90 € for 4 is 4,48 € (4,475 in cents is 447,5; in euros, 4,47499…).
 */
export const pricePerPortion = (total: number, portions: number) =>
  Math.round(Math.round(total * 100) / portions) / 100;
