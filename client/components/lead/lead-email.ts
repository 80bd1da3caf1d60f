import { useHydrated } from '../../app/use-hydrated.ts';

// ADR 041: the address a lead typed, kept in the tab's sessionStorage for the offer's account
// step (registration), never in a URL, where access logs, analytics and the A/B-testing script
// would read it. Without JavaScript nothing is kept: the visitor types it again there.
const storageKey = 'leadEmail';

function storage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (private browsing, blocked cookies)
  }
}

/** Keeps the lead's address for the tab (on the server: nothing to keep it in). */
export function keepLeadEmail(email: string): void {
  try {
    storage()?.setItem(storageKey, email);
  } catch {
    // storage full or refused: the account step asks for the address again
  }
}

/** The lead's address kept, once hydrated: the server cannot know it. */
export function useLeadEmail(): string | undefined {
  const hydrated = useHydrated();
  return hydrated ? (storage()?.getItem(storageKey) ?? undefined) : undefined;
}
