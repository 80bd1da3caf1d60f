import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { messageDemand } from './messages.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

/**
 * Where toasts and notifications are drawn. Renders nothing (on the server too) until the
 * first message, then loads the toaster and keeps it.
 */
export function MessageHost() {
  const pending = useSyncExternalStore(messageDemand.subscribe, messageDemand.pending, () => false);
  const [needed, setNeeded] = useState(false);
  if (pending && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
