import { parseBoxSettings, type BoxSettings } from './box-settings.ts';
import { basketMenuPath } from './guard.ts';
import type { LandingVersion } from './landing-versions.ts';
import { clampRecipes } from './offer-bounds.ts';
import { welcomeOfferDefaults, welcomeOfferGuests } from './box-sizes.ts';

// The welcome offer's choice (spec §9: guests × recipes) on its way through the funnel
// (ADR 042): in the next step's URL, `/panier/menu?box=2-3`, in the `{guests}-{recipes}` form of
// the landing's box settings (ADR 040), and in the browser's storage (spec §3's stored
// subscription quantity and local subscription settings), so that a reload or a later step
// finds it.

/** The query parameter of the basket menu that carries the choice. */
export const boxParam = 'box';

/** `{guests}-{recipes}`, as `parseBoxSettings` reads it. */
export const formatBoxSettings = ({ guests, recipes }: BoxSettings): string =>
  `${guests}-${recipes}`;

/** The query parameter naming the landing's version (spec §9), for its pre-selected recipes. */
export const versionParam = 'version';

/**
 * The basket menu for a choice: `/panier/menu?box=2-3`, and `&version=classic` when a landing
 * sends the visitor: the basket then ticks the recipes that landing marked (ADR 043, 052).
 */
export const basketMenuUrl = (settings: BoxSettings, version?: LandingVersion): string =>
  `${basketMenuPath}?${boxParam}=${formatBoxSettings(settings)}${
    version ? `&${versionParam}=${version}` : ''
  }`;

/**
 * The fields of the box's GET forms (the landings' configurator, the basket menu's box), which
 * the basket menu reads before JavaScript has loaded (ADR 052): French, as the address bar
 * shows them, and other than `box`, which no form can write from two fields.
 */
export const boxFields = { guests: 'personnes', recipes: 'recettes' } as const;

/**
 * The box a form's fields ask for: guests the offer has (else spec §9's 4), recipes brought
 * within what the grid sells for them (DECISIONS « Welcome offer »; none readable: 8).
 */
export function boxOfFields(guests: string | null, recipes: string | null): BoxSettings {
  const asked = Number(guests);
  const count = (welcomeOfferGuests as readonly number[]).includes(asked)
    ? asked
    : welcomeOfferDefaults.guests;
  const wanted = /^\d{1,2}$/.test(recipes ?? '') ? Number(recipes) : welcomeOfferDefaults.recipes;
  return { guests: count, recipes: clampRecipes(count, wanted) };
}

/**
 * The basket menu for `box`, every other parameter of `params` kept: the landing's version, a
 * basket sent back to its recipes (ADR 052).
 */
export function basketMenuWith(params: URLSearchParams, box: BoxSettings): string {
  const next = new URLSearchParams([[boxParam, formatBoxSettings(box)]]);
  for (const [name, value] of params) {
    if (name !== boxParam && name !== boxFields.guests && name !== boxFields.recipes)
      next.append(name, value);
  }
  return `${basketMenuPath}?${next.toString()}`;
}

/** Where a box's form leads: the box its fields name, or null for a query without them. */
export function boxFormTarget(params: URLSearchParams): string | null {
  if (!params.has(boxFields.guests) && !params.has(boxFields.recipes)) return null;
  return basketMenuWith(
    params,
    boxOfFields(params.get(boxFields.guests), params.get(boxFields.recipes)),
  );
}

/** A `{guests}-{recipes}` the offer sells, written as it is written, or null. */
export function sellableBox(raw: string | null | undefined): string | null {
  if (!raw) return null;
  return formatBoxSettings(parseBoxSettings(raw)) === raw ? raw : null;
}

/**
 * The choice the visitor made: the URL's when it is one the offer sells, else the stored one
 * when it is, else spec §9's defaults (4 guests, 8 recipes). The URL wins: it is what the
 * visitor just chose, or a link they were given.
 */
export function resolveBoxChoice(
  fromUrl: string | null | undefined,
  stored: string | null | undefined,
): BoxSettings {
  return parseBoxSettings(sellableBox(fromUrl) ?? sellableBox(stored) ?? undefined);
}

/**
 * Spec §3's local subscription settings. The site asks no Thermomix question yet, so
 * `own_thermomix` is only kept as found; `behavior_thermomix` says the choice was made on the
 * Thermomix landing; `completed` says the week's recipes are all chosen (ADR 042).
 */
export interface LocalSubscriptionSettings {
  behavior_thermomix: boolean;
  own_thermomix: boolean;
  completed: boolean;
}

export const defaultLocalSettings: LocalSubscriptionSettings = Object.freeze({
  behavior_thermomix: false,
  own_thermomix: false,
  completed: false,
});

/** The stored JSON read leniently: a flag that is not `true` is false; anything else, defaults. */
export function parseLocalSettings(raw: string | null | undefined): LocalSubscriptionSettings {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    value = null;
  }
  if (typeof value !== 'object' || value === null) return { ...defaultLocalSettings };
  const flag = (name: keyof LocalSubscriptionSettings) =>
    (value as Record<string, unknown>)[name] === true;
  return {
    behavior_thermomix: flag('behavior_thermomix'),
    own_thermomix: flag('own_thermomix'),
    completed: flag('completed'),
  };
}
