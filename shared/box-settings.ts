import { welcomeOfferPrice } from './welcome-offer-price.ts';
import { welcomeOfferDefaults } from './box-sizes.ts';

export interface BoxSettings {
  guests: number;
  recipes: number;
}

const format = /^([1-9]\d?)-([1-9]\d?)$/;

/**
 * Spec §2's optional `boxSettings` of the main landing, written `{guests}-{recipes}`:
 * `/generique/4-3` is 4 guests and 3 recipes (ADR 040). Only a combination the welcome offer
 * can be bought in is kept (DECISIONS: guests 2, 4, 6 or 8, a dish count of the price grid);
 * anything else, or nothing, is spec §9's defaults, 4 guests and 8 recipes.
 */
export function parseBoxSettings(raw: string | undefined): BoxSettings {
  const match = format.exec(raw ?? '');
  if (match) {
    const guests = Number(match[1]);
    const recipes = Number(match[2]);
    if (welcomeOfferPrice(guests, recipes)) return { guests, recipes };
  }
  return { ...welcomeOfferDefaults };
}
