import type { BoxSettings } from './box-settings.ts';
import { subscriptionPreferences, type SubscriptionPreference } from './funnel-basket.ts';
import { recipeBounds } from './offer-bounds.ts';
import { welcomeOfferPrice } from './welcome-offer-price.ts';
import { welcomeOfferGuests } from './box-sizes.ts';

// The subscriber's setting and preferences as a form posts them (ADR 047): read and checked
// before anything is sent, so that a forged value is told in French and changes nothing.

/** A value read, or its refusal; `chosen` is a refused value the form can still draw. */
export type Reading<T> = { ok: true; value: T } | { ok: false; message: string; chosen?: T };

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

/**
 * guests 2, 4, 6 or 8 × recipes whose dish count the grid prices (spec §9, DECISIONS). A count
 * the grid refuses for those guests but the list offers without JavaScript (any count some
 * guests allow) comes back as `chosen`, for the form to draw it as it was (ADR 048).
 */
export function readBoxSetting(guests: string, recipes: string): Reading<BoxSettings> {
  const people = Number(guests);
  if (!wholeNumber.test(guests) || !welcomeOfferGuests.includes(people as 2))
    return { ok: false, message: settingRefusals.guests };
  if (!wholeNumber.test(recipes)) return { ok: false, message: settingRefusals.recipes };
  const count = Number(recipes);
  const box = { guests: people, recipes: count };
  if (welcomeOfferPrice(people, count)) return { ok: true, value: box };
  const { min, max } = anyGuestsRecipeBounds;
  const listed = count >= min && count <= max;
  return { ok: false, message: recipesRefusal(people), ...(listed ? { chosen: box } : {}) };
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
