import { useSyncExternalStore } from 'react';

// Cookie consent (ADR 011): what the visitor accepted, kept in localStorage and read only in
// the browser after hydration, so the server's HTML is the same for everyone (and may be
// shared by a cache). The choice lasts 13 months at most (CNIL), then the banner asks again.

export interface ConsentChoice {
  /** audience measurement: the data layer's events (spec §7) */
  analytics: boolean;
  /** the A/B-testing script of the routes that declare it (DESIGN §4) */
  abTesting: boolean;
  /** ISO date of the choice */
  decidedAt: string;
}

/** undefined: not known yet (server, hydration); null: the visitor has not chosen. */
export type ConsentState = ConsentChoice | null | undefined;

export const consentStorageKey = 'potimarron-consent-v1';
/** the footer's « Gérer les cookies », where focus goes when the banner leaves (WCAG 2.4.3) */
export const consentSettingsId = 'gerer-les-cookies';
const validityMonths = 13;

/** The choice stored in `raw`, or null when there is none, it is unreadable or too old. */
export function parseConsent(raw: string | null, now: Date): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    const decidedAt = new Date(String(value.decidedAt));
    const expiresAt = new Date(decidedAt);
    expiresAt.setUTCMonth(expiresAt.getUTCMonth() + validityMonths);
    if (Number.isNaN(decidedAt.getTime()) || now >= expiresAt) return null;
    return {
      analytics: value.analytics === true,
      abTesting: value.abTesting === true,
      decidedAt: decidedAt.toISOString(),
    };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let current: ConsentChoice | null | undefined;
let choicesOpen = false;

function read(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(consentStorageKey), new Date());
  } catch {
    return null; // storage refused (private mode, settings): ask on every page
  }
}

function changed() {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== consentStorageKey) return;
    current = read();
    changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's choice now, in the browser (null when undecided). */
export function currentConsent(): ConsentChoice | null {
  if (current === undefined) current = read();
  return current;
}

/** Records a choice (the banner's buttons, the choices dialog). */
export function saveConsent(choice: Pick<ConsentChoice, 'analytics' | 'abTesting'>): void {
  current = { ...choice, decidedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(consentStorageKey, JSON.stringify(current));
  } catch {
    // kept for this page view only
  }
  choicesOpen = false;
  changed();
}

/** Opens the choices dialog (the footer's « Gérer les cookies »). */
export function openConsentChoices(open = true): void {
  choicesOpen = open;
  changed();
}

/** The choice, undefined until hydrated: the server and the first render agree. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, currentConsent, () => undefined);
}

export function useConsentChoicesOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => choicesOpen,
    () => false,
  );
}
