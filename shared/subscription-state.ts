import type { SubscriptionFlags } from './user-flags.ts';

// spec §4, « User subscription flags »: what the subscriber reads of their subscription.

export type SubscriptionState =
  | { kind: 'active' }
  | { kind: 'paused'; since: string | null }
  | { kind: 'suspended'; since: string | null };

/**
 * Suspended, paused or active, from the user flags (ADR 047): a suspension — the company's
 * doing — says more than a pause when both are set. Null before the funnel is completed.
 */
export function subscriptionState(flags: SubscriptionFlags): SubscriptionState | null {
  if (!flags.funnel_completed) return null;
  if (flags.suspended) return { kind: 'suspended', since: flags.suspended_date };
  if (flags.paused) return { kind: 'paused', since: flags.paused_date };
  return { kind: 'active' };
}
