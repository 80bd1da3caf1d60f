import { anonymousVisitor, type Visitor } from './guard.ts';
import { parisToday } from './french-dates.ts';

// spec §3, §4 and DECISIONS "User flags": what the site derives from the signed-in user.

export interface ApiSubscription {
  funnel_completed: boolean;
  suspended: boolean;
  paused: boolean;
  suspended_date: string | null;
  paused_date: string | null;
  subscription_setting?: { quantity: number } | null;
}

/** The answer of GET /users/me?populate[0]=subscriptions&populate[1]=loyalty (spec §7). */
export interface ApiUser {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  birthday_date: string | null;
  adyen_shopper_reference: string | null;
  createdAt?: string | null;
  subscriptions?: ApiSubscription[];
  loyalty?: { vip_tier_name: string | null } | null;
}

export interface UserFlags {
  funnel_completed: boolean;
  suspended: boolean | null;
  paused: boolean | null;
  suspended_date: string | null;
  paused_date: string | null;
  vip_tier_name: string;
  createdAtYear: number | null;
}

export const defaultVipTierName = 'Découverte';

export type SubscriptionFlags = Pick<
  UserFlags,
  'funnel_completed' | 'suspended' | 'paused' | 'suspended_date' | 'paused_date'
>;

/** spec §4: only the first subscription counts, and only once its funnel is completed. */
export function subscriptionFlags(subscriptions: ApiSubscription[] | undefined): SubscriptionFlags {
  const first = subscriptions?.[0];
  return first?.funnel_completed === true
    ? {
        funnel_completed: true,
        suspended: first.suspended,
        paused: first.paused,
        suspended_date: first.suspended_date ?? null,
        paused_date: first.paused_date ?? null,
      }
    : {
        funnel_completed: false,
        suspended: null,
        paused: null,
        suspended_date: null,
        paused_date: null,
      };
}

export function userFlags(user: ApiUser): UserFlags {
  return {
    ...subscriptionFlags(user.subscriptions),
    vip_tier_name: vipTierName(user.loyalty?.vip_tier_name),
    createdAtYear: createdAtYearOf(user.createdAt),
  };
}

/** The guard's view of a user; no user is an anonymous visitor. */
export function visitorOf(user: ApiUser | undefined): Visitor {
  if (user === undefined) return anonymousVisitor;
  return { authenticated: true, funnelCompleted: userFlags(user).funnel_completed };
}

/** spec §3: « Découverte », overwritten only by a non-empty name (a blank one counts as empty). */
export function vipTierName(name: string | null | undefined): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  return trimmed === '' ? defaultVipTierName : trimmed;
}

// Strapi sends ISO 8601 timestamps; anything else would meet the engine's lenient parser
// (V8 reads '1' as the year 2001).
const isoDateStart = /^\d{4}-\d{2}-\d{2}/;

/** spec §3 `createdAtYear`: the year of `createdAt` in Paris, or null when it is not a date. */
export function createdAtYearOf(createdAt: string | null | undefined): number | null {
  if (typeof createdAt !== 'string' || !isoDateStart.test(createdAt)) return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  // the year as a visitor in France reads it, the same on the server and in the browser
  const year = Number(parisToday(date).split('-')[0]);
  return Number.isInteger(year) ? year : null;
}
