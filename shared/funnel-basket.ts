import { sellableBox } from './box-choice.ts';
import { parseBoxSettings, type BoxSettings } from './box-settings.ts';
import { basketMenuPath } from './guard.ts';

// The first box on its way through the funnel's steps (ADR 043): the basket menu, the account,
// the delivery, the payment, the confirmation. Until the delivery step records it in the
// product API, the basket travels in each step's URL — a plain query that works before
// JavaScript has loaded, survives a reload and is checked again at every step.

/** spec §3's subscription preferences, each a boolean of the subscription's setting */
export const subscriptionPreferences = [
  'healthy',
  'speedy',
  'vegetarian',
  'no_pork',
  'no_fish',
] as const;
export type SubscriptionPreference = (typeof subscriptionPreferences)[number];

export const preferenceLabels: Record<SubscriptionPreference, string> = {
  healthy: 'Équilibré',
  speedy: 'Rapide',
  vegetarian: 'Végétarien',
  no_pork: 'Sans porc',
  no_fish: 'Sans poisson',
};

export interface FunnelBasket {
  box: BoxSettings;
  /** the ISO week of the planning the recipes are from (DECISIONS: its next occurrence) */
  week: number;
  /** exactly `box.recipes` recipe ids, each once, in the order chosen */
  recipes: number[];
  preferences: SubscriptionPreference[];
}

export const funnelPaths = {
  menu: basketMenuPath,
  account: '/panier/compte',
  delivery: '/panier/livraison',
  payment: '/panier/paiement',
  confirmation: '/panier/confirmation',
} as const;

/** The query's names: French, as the visitor reads them in the address bar. */
export const basketParams = {
  box: 'box',
  week: 'semaine',
  recipe: 'recette',
  preference: 'preference',
} as const;

const wholeNumber = /^[1-9]\d{0,8}$/;

/**
 * The basket a query names, or null when it is not one that can be ordered: a box the offer does
 * not sell, a week that is no ISO week number, not exactly the box's count of distinct recipe
 * ids. Unknown preferences are left out, repeated ones kept once. Whether the recipes are on
 * that week's menu only the product API knows: it says so when the order is made.
 */
export function readBasket(params: URLSearchParams): FunnelBasket | null {
  const box = sellableBox(params.get(basketParams.box));
  const week = params.get(basketParams.week) ?? '';
  if (!box || !wholeNumber.test(week) || Number(week) > 53) return null;
  const settings = parseBoxSettings(box);
  const raw = params.getAll(basketParams.recipe);
  if (raw.length !== settings.recipes || !raw.every((id) => wholeNumber.test(id))) return null;
  const recipes = raw.map(Number);
  if (new Set(recipes).size !== recipes.length) return null;
  return { box: settings, week: Number(week), recipes, preferences: readPreferences(params) };
}

/** The preferences a query names: spec §3's five only, once each, in their order. */
export function readPreferences(params: URLSearchParams): SubscriptionPreference[] {
  const asked = new Set(params.getAll(basketParams.preference));
  return subscriptionPreferences.filter((name) => asked.has(name));
}

/**
 * The recipes a query names for `week`, once each (a basket sent back to the basket menu,
 * ADR 052): none when its `semaine` is another week, whose menu is another.
 */
export function recipesForWeek(params: URLSearchParams, week: number): number[] {
  if (params.get(basketParams.week) !== String(week)) return [];
  const ids = params.getAll(basketParams.recipe).filter((id) => wholeNumber.test(id));
  return [...new Set(ids.map(Number))];
}

/** `box=2-3&semaine=49&recette=12&recette=7&recette=31&preference=healthy` */
export function basketQuery(basket: FunnelBasket): string {
  const params = new URLSearchParams();
  params.set(basketParams.box, `${basket.box.guests}-${basket.box.recipes}`);
  params.set(basketParams.week, String(basket.week));
  for (const id of basket.recipes) params.append(basketParams.recipe, String(id));
  for (const name of basket.preferences) params.append(basketParams.preference, name);
  return params.toString();
}

/**
 * A step of the funnel for this basket: `/panier/livraison?box=2-3&semaine=49&…`; the basket
 * menu for it, its recipes and preferences ticked again, when a later step goes back to it.
 */
export const funnelStepUrl = (
  step: 'menu' | 'account' | 'delivery',
  basket: FunnelBasket,
): string => `${funnelPaths[step]}?${basketQuery(basket)}`;
