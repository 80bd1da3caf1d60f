import type { BoxSettings } from '../../shared/box-settings.ts';
import {
  formatBoxSettings,
  parseLocalSettings,
  type LocalSubscriptionSettings,
} from '../../shared/box-choice.ts';

// spec §3: the stored subscription quantity (the box, `{guests}-{recipes}`) and the local
// subscription settings live in the browser's localStorage, next to lsfCouponCode (ADR 042).
export const boxChoiceKeys = {
  quantity: 'lsfSubscriptionQuantity',
  settings: 'lsfSubscriptionSettings',
} as const;

export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (private browsing, blocked cookies)
  }
}

export const readLocalSettings = (): LocalSubscriptionSettings =>
  parseLocalSettings(browserStorage()?.getItem(boxChoiceKeys.settings));

/** Keeps `changes` over the stored settings, the other flags as they were. */
export function storeLocalSettings(changes: Partial<LocalSubscriptionSettings>): void {
  const next = { ...readLocalSettings(), ...changes };
  browserStorage()?.setItem(boxChoiceKeys.settings, JSON.stringify(next));
}

export function storeBoxChoice(settings: BoxSettings): void {
  browserStorage()?.setItem(boxChoiceKeys.quantity, formatBoxSettings(settings));
}
