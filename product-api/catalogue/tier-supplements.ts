import type { Store } from '../db/database.ts';
import type { RecipesTable } from '../db/schema.ts';

// What a recipe adds to a box's grid price, by tier (README "Funnel"). Classique and signature
// recipes are included in the box's price; premium and premium_plus recipes cost a supplement
// per portion (the help centre's « Prix et suppléments »). The catalogue prices one recipe of
// each tier for 2, 4, 6 and 8 guests (options_prices); a supplement is the difference between
// its tier's price and the classique's, for the box's guests.

export type Tier = RecipesTable['tier'];

const includedTiers: readonly Tier[] = ['classique', 'signature'];

/** The supplement in euros of a recipe of each tier the catalogue prices, for `guests`. */
export function tierSupplements(store: Store, guests: number): Map<Tier, number> {
  const prices = store.all(
    store.db
      .selectFrom('options_prices')
      .innerJoin('generic_products', 'generic_products.id', 'options_prices.generic_product_id')
      .select(['generic_products.tier', 'options_prices.price'])
      .where('generic_products.product_type', '=', 'recipe')
      .where('options_prices.guests', '=', guests),
  );
  const priceOf = new Map(prices.map((row) => [row.tier, row.price]));
  const base = priceOf.get('classique');
  const supplements = new Map<Tier, number>();
  // no tier is priced without the classique's price
  if (base === undefined) return supplements;
  for (const [tier, price] of priceOf) {
    if (tier === null) continue;
    const included = includedTiers.includes(tier as Tier);
    // in cents, so that 34,50 − 22,90 is 11,60 and not 11,600000000000001
    supplements.set(
      tier as Tier,
      included ? 0 : Math.max(0, Math.round(price * 100) - Math.round(base * 100)) / 100,
    );
  }
  return supplements;
}
