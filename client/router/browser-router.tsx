import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { BrowserNavigator } from './browser-navigator.ts';
import { RouterContext } from './router-context.tsx';

/** Gives the page the navigator's current route, and re-renders when it changes. */
export function BrowserRouter({
  navigator,
  children,
}: {
  navigator: BrowserNavigator;
  children: ReactNode;
}) {
  const state = useSyncExternalStore(navigator.subscribe, navigator.getState, navigator.getState);
  const router = useMemo(() => ({ ...state, navigate: navigator.navigate }), [state, navigator]);
  return <RouterContext value={router}>{children}</RouterContext>;
}
