import { queryOptions } from '@tanstack/react-query';
import {
  subscriptionPreferences,
  type SubscriptionPreference,
} from '../../../shared/funnel-basket.ts';
import { subscriptionState, type SubscriptionState } from '../../../shared/subscription-state.ts';
import { subscriptionFlags, vipTierName } from '../../../shared/user-flags.ts';
import type { ApiClient } from '../api-client.ts';

/** The subscriber's subscription as their page shows it (spec §3, §4). */
export interface Subscription {
  state: SubscriptionState;
  guests: number;
  recipes: number;
  preferences: SubscriptionPreference[];
}

/** The visitor's loyalty (spec §3): the tier's name, « Découverte » by default. */
export interface Loyalty {
  tierName: string;
  /** the club's points, when the product API gives them */
  points: number | null;
}

export const subscriptionKey = ['subscription'] as const;
export const loyaltyKey = ['loyalty'] as const;

/**
 * The visitor's subscription, null before their funnel is completed (spec §4: the first
 * subscription counts). Asked with their session, as the deliveries are.
 */
export const subscriptionQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: subscriptionKey,
    queryFn: async (): Promise<Subscription | null> => {
      const [{ userWithSubscriptions }, body] = await Promise.all([
        import('./subscription-schema.ts'),
        api.get('/users/me', { populate: ['subscriptions'] }),
      ]);
      const user = userWithSubscriptions.parse(body);
      const state = subscriptionState(subscriptionFlags(user.subscriptions));
      const first = user.subscriptions[0];
      if (!state || !first) return null;
      const setting = first.subscription_setting;
      return {
        state,
        guests: setting.quantity,
        recipes: setting.recipe_count,
        preferences: subscriptionPreferences.filter((name) => setting[name]),
      };
    },
  });

/**
 * The preferences recorded with the visitor's subscription by the funnel's delivery step
 * (ADR 043), before its first box is paid too: none without a subscription.
 */
export const funnelPreferencesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...subscriptionKey, 'preferences'],
    staleTime: 5_000,
    queryFn: async (): Promise<SubscriptionPreference[]> => {
      const [{ userWithSubscriptions }, body] = await Promise.all([
        import('./subscription-schema.ts'),
        api.get('/users/me', { populate: ['subscriptions'] }),
      ]);
      const setting = userWithSubscriptions.parse(body).subscriptions[0]?.subscription_setting;
      return setting ? subscriptionPreferences.filter((name) => setting[name]) : [];
    },
  });

export const loyaltyQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: loyaltyKey,
    queryFn: async (): Promise<Loyalty> => {
      const [{ userWithLoyalty }, body] = await Promise.all([
        import('./subscription-schema.ts'),
        api.get('/users/me', { populate: ['loyalty'] }),
      ]);
      const { loyalty } = userWithLoyalty.parse(body);
      return {
        tierName: vipTierName(loyalty?.vip_tier_name),
        points: loyalty?.points ?? null,
      };
    },
  });
