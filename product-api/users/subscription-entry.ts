import type { Selectable } from 'kysely';
import type { SubscriptionsTable } from '../db/schema.ts';

/** spec §3 « Subscription preference »: what the box is composed with when nothing is chosen. */
export const preferenceNames = ['healthy', 'speedy', 'vegetarian', 'no_pork', 'no_fish'] as const;
export type Preference = (typeof preferenceNames)[number];

/** A subscription as `/users/me` and `/subscriptions` answer it (spec §3, §7). */
export function subscriptionEntry(subscription: Selectable<SubscriptionsTable>) {
  return {
    id: subscription.id,
    documentId: subscription.document_id,
    funnel_completed: subscription.funnel_completed === 1,
    suspended: subscription.suspended === 1,
    paused: subscription.paused === 1,
    suspended_date: subscription.suspended_date,
    paused_date: subscription.paused_date,
    subscription_setting: {
      quantity: subscription.quantity,
      recipe_count: subscription.recipe_count,
      healthy: subscription.healthy === 1,
      speedy: subscription.speedy === 1,
      vegetarian: subscription.vegetarian === 1,
      no_pork: subscription.no_pork === 1,
      no_fish: subscription.no_fish === 1,
    },
    createdAt: subscription.created_at,
  };
}
