import { welcomeOfferDefaults, welcomeOfferGuests } from './welcome-offer-price.ts';

// Spec §2's servings selector on a recipe page: the box's sizes. Without JavaScript its form
// asks the page again with them in the URL (`/recettes/curry?personnes=2`), whose quantities
// and price the server draws (DESIGN §1).

export const servingsParam = 'personnes';

/** The guests a recipe page is drawn for: the URL's, one of the box's sizes, else the default. */
export function servingsOf(raw: string | null | undefined): number {
  const asked = Number(raw);
  return raw && /^\d$/.test(raw) && (welcomeOfferGuests as readonly number[]).includes(asked)
    ? asked
    : welcomeOfferDefaults.guests;
}
