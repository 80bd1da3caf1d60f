import { useSyncExternalStore } from 'react';

// what says a visitor is using the page, not only reading what loaded: a pointer moved or
// pressed (a mouse, a pen, a finger), a key, a focus, a scroll (ADR 077); listened to on the
// window from the moment the entry runs, in the capture phase and passive, so that nothing is
// delayed or stopped
const interactions = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'scroll', 'wheel'];
const listening = { capture: true, passive: true } as const;
const subscribers = new Set<() => void>();

// a page already scrolled when its script runs was scrolled while it loaded (or is reloaded
// where its visitor was): they are using it; on the server, nothing waits for one
let interacted = typeof window === 'undefined' || window.scrollY > 0;
if (!interacted)
  for (const type of interactions) window.addEventListener(type, interact, listening);

function interact() {
  interacted = true;
  for (const type of interactions) window.removeEventListener(type, interact, listening);
  for (const subscriber of [...subscribers]) subscriber();
}

function subscribe(subscriber: () => void) {
  subscribers.add(subscriber);
  return () => void subscribers.delete(subscriber);
}

/** Resolves at the visitor's first interaction with the page (at once if it has happened). */
export const firstInteraction = (): Promise<void> =>
  new Promise((resolve) => {
    if (interacted) return resolve();
    const unsubscribe = subscribe(() => {
      unsubscribe();
      resolve();
    });
  });

/**
 * True from the visitor's first interaction with the page on, for the whole visit: the moment
 * to load what only someone using the page needs (ADR 077). False on the server and while the
 * page hydrates.
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
}
