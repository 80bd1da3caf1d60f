import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and in the render that hydrates its HTML, true from then on (and at once
 * after a client-side navigation): for what only the browser can know or do.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
