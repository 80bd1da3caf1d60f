// What a recipe of a tier adds to a box's price (ADR 039): the funnel's basket and the offer's
// pages that show the tiers' supplements; apart from the basket's rules, which only the funnel
// loads (vite.config.ts, `checkout`).

/** A tier's price of one recipe for a number of guests (options_prices, spec §3). */
export interface TierPrice {
  tier: string;
  guests: number;
  price: number;
}

// the help centre's « Prix et suppléments »: these are in the box's price
const includedTiers = ['classique', 'signature'];

/** A recipe of this tier adds nothing to a box's price (ADR 039). */
export const isIncludedTier = (tier: string): boolean => includedTiers.includes(tier);

/**
 * ADR 039's rule: classique and signature recipes are included; a premium or premium_plus one
 * costs its tier's price minus the classique's, for the box's guests (0 when either is unknown).
 */
export function tierSupplement(prices: readonly TierPrice[], tier: string, guests: number): number {
  if (isIncludedTier(tier)) return 0;
  const priceOf = (name: string) =>
    prices.find((entry) => entry.tier === name && entry.guests === guests)?.price;
  const own = priceOf(tier);
  const base = priceOf('classique');
  if (own === undefined || base === undefined) return 0;
  // in cents, so that 34,50 − 22,90 is 11,60 and not 11,600000000000001
  return Math.max(0, Math.round(own * 100) - Math.round(base * 100)) / 100;
}
