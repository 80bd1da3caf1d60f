import type { Store } from '../db/database.ts';
import { applicationError } from '../http/api-error.ts';

/**
 * The customer's subscription once its funnel is completed (spec §4: the first one counts),
 * read inside the write that changes it; 400 `Subscription not found` before that.
 */
export function ownSubscription(store: Store, userId: number) {
  const first = firstSubscription(store, userId);
  if (!first?.funnel_completed) throw applicationError('Subscription not found');
  return first;
}

/** Whether the customer's subscription is paused or suspended: their boxes wait with it. */
export function subscriptionHeld(store: Store, userId: number): boolean {
  const first = firstSubscription(store, userId);
  return Boolean(first?.paused || first?.suspended);
}

const firstSubscription = (store: Store, userId: number) =>
  store.first(
    store.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id'),
  );
