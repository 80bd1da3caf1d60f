import { useEffect, useState } from 'react';
import type { BoxSettings } from '../../shared/box-settings.ts';
import {
  formatBoxSettings,
  parseLocalSettings,
  resolveBoxChoice,
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

/**
 * The box the visitor chose: the URL's `box` over the stored one (shared/box-choice.ts). The
 * server cannot read the storage, so the first render, on either side, reads the URL alone;
 * once hydrated, the stored choice counts too, and the one resolved is stored.
 */
export function useBoxChoice(fromUrl: string | null): BoxSettings {
  // undefined until the storage is read, so that nothing is stored before it is
  const [stored, setStored] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setStored(browserStorage()?.getItem(boxChoiceKeys.quantity) ?? null);
  }, []);
  const choice = resolveBoxChoice(fromUrl, stored);
  const read = stored !== undefined;
  const formatted = formatBoxSettings(choice);
  useEffect(() => {
    if (read) browserStorage()?.setItem(boxChoiceKeys.quantity, formatted);
  }, [read, formatted]);
  return choice;
}
