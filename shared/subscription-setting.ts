import type { BoxSettings } from './box-settings.ts';
import { subscriptionPreferences, type SubscriptionPreference } from './funnel-basket.ts';
import { recipeBounds } from './offer-bounds.ts';
import { welcomeOfferGuests, welcomeOfferPrice } from './welcome-offer-price.ts';

// The subscriber's setting and preferences as a form posts them (ADR 047): read and checked
// before anything is sent, so that a forged value is told in French and changes nothing.

export type Reading<T> = { ok: true; value: T } | { ok: false; message: string };

const wholeNumber = /^[1-9]\d{0,2}$/;

export const settingRefusals = {
  guests: 'Choisissez une box pour 2, 4, 6 ou 8\u00a0personnes.',
  recipes: 'Choisissez un nombre de recettes par semaine.',
  preference: 'Cette préférence n’existe pas. Choisissez parmi celles proposées.',
} as const;

/** « Pour 8 personnes, choisissez de 1 à 4 recettes par semaine. » */
export function recipesRefusal(guests: number): string {
  const { min, max } = recipeBounds(guests);
  return `Pour ${guests}\u00a0personnes, choisissez de ${min} à ${max}\u00a0recettes par semaine.`;
}

/** guests 2, 4, 6 or 8 × recipes whose dish count the grid prices (spec §9, DECISIONS). */
export function readBoxSetting(guests: string, recipes: string): Reading<BoxSettings> {
  const people = Number(guests);
  if (!wholeNumber.test(guests) || !welcomeOfferGuests.includes(people as 2))
    return { ok: false, message: settingRefusals.guests };
  if (!wholeNumber.test(recipes)) return { ok: false, message: settingRefusals.recipes };
  const count = Number(recipes);
  if (!welcomeOfferPrice(people, count)) return { ok: false, message: recipesRefusal(people) };
  return { ok: true, value: { guests: people, recipes: count } };
}

/**
 * A refused setting the form can draw again as it was chosen: guests it offers and a count its
 * list has without JavaScript (any count some guests allow); else undefined.
 */
export function drawableSetting(guests: string, recipes: string): BoxSettings | undefined {
  const people = Number(guests);
  const count = Number(recipes);
  if (!wholeNumber.test(guests) || !welcomeOfferGuests.includes(people as 2)) return undefined;
  if (!wholeNumber.test(recipes)) return undefined;
  const { min, max } = anyGuestsRecipeBounds;
  return count >= min && count <= max ? { guests: people, recipes: count } : undefined;
}

/** The recipe counts some number of guests allows: the list without JavaScript (ADR 047). */
export const anyGuestsRecipeBounds = {
  min: Math.min(...welcomeOfferGuests.map((count) => recipeBounds(count).min)),
  max: Math.max(...welcomeOfferGuests.map((count) => recipeBounds(count).max)),
};

/** The ticked preferences of spec §3, each once; any other value refuses the whole form. */
export function readPreferences(values: string[]): Reading<SubscriptionPreference[]> {
  const known: readonly string[] = subscriptionPreferences;
  if (values.some((value) => !known.includes(value)))
    return { ok: false, message: settingRefusals.preference };
  return { ok: true, value: subscriptionPreferences.filter((name) => values.includes(name)) };
}
