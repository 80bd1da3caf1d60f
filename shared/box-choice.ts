import { parseBoxSettings, type BoxSettings } from './box-settings.ts';
import { basketMenuPath } from './guard.ts';
import type { LandingVersion } from './landing-versions.ts';

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
 * The basket menu for a choice: `/panier/menu?box=2-3`, and `&version=thermomix` when a
 * landing of another version than the default sends the visitor (ADR 043).
 */
export const basketMenuUrl = (settings: BoxSettings, version?: LandingVersion): string =>
  `${basketMenuPath}?${boxParam}=${formatBoxSettings(settings)}${
    version && version !== 'default' ? `&${versionParam}=${version}` : ''
  }`;

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
