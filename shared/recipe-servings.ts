import { welcomeOfferDefaults, welcomeOfferGuests } from './box-sizes.ts';

// Spec §2's servings and option selectors on a recipe page: the box's sizes and the recipe's
// extras. Without JavaScript their form asks the page again with them in the URL
// (`/recettes/curry?personnes=2&supplement=3`), whose quantities and price the server draws
// (DESIGN §1).

export const servingsParam = 'personnes';
export const extrasParam = 'supplement';

/** The guests a recipe page is drawn for: the URL's, one of the box's sizes, else the default. */
export function servingsOf(raw: string | null | undefined): number {
  const asked = Number(raw);
  return raw && /^\d$/.test(raw) && (welcomeOfferGuests as readonly number[]).includes(asked)
    ? asked
    : welcomeOfferDefaults.guests;
}

/** The extras ticked in the URL: ids of the recipe's own options, each once. */
export function extrasOf(raw: readonly string[], optionIds: readonly number[]): Set<number> {
  const ticked = raw.filter((value) => /^\d{1,9}$/.test(value)).map(Number);
  return new Set(optionIds.filter((id) => ticked.includes(id)));
}
