import { z } from 'zod';
import type { ApiContext } from '../context.ts';
import { documentId } from '../db/document-id.ts';
import { applicationError } from '../http/api-error.ts';
import { dropUnpaidFirstOrders } from '../orders/create-first-order.ts';
import type { Preference } from '../users/subscription-entry.ts';
import {
  gridMessage,
  inGrid,
  preferencesField,
  quantityField,
  recipeCountField,
} from './setting-fields.ts';

// The funnel's subscription (README "Funnel"): the box (guests × recipes) and its preferences,
// recorded by `POST /subscriptions` or with the first order by `POST /orders`, which then
// writes both in one transaction or neither.

export const funnelSubscriptionRequest = z
  .strictObject({
    quantity: quantityField,
    recipe_count: recipeCountField,
    preferences: preferencesField.default([]),
  })
  .refine(inGrid, { path: ['recipe_count'], message: gridMessage });

export type FunnelSubscriptionRequest = z.infer<typeof funnelSubscriptionRequest>;

/**
 * Creates the customer's subscription, or changes the one whose funnel is not completed yet;
 * a changed box drops an unpaid first order, priced for the former one. Runs inside the
 * caller's write transaction. Answers its id, and whether it is new.
 */
export function saveFunnelSubscription(
  ctx: ApiContext,
  userId: number,
  { quantity, recipe_count, preferences }: FunnelSubscriptionRequest,
): { id: number; created: boolean } {
  const { store } = ctx;
  const { db } = store;
  const chosen = (name: Preference) => (preferences.includes(name) ? 1 : 0);
  const setting = {
    quantity,
    recipe_count,
    healthy: chosen('healthy'),
    speedy: chosen('speedy'),
    vegetarian: chosen('vegetarian'),
    no_pork: chosen('no_pork'),
    no_fish: chosen('no_fish'),
  } as const;
  const current = store.first(
    db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id'),
  );
  if (current?.funnel_completed) throw applicationError('Subscription already exists');
  if (current) {
    store.run(db.updateTable('subscriptions').set(setting).where('id', '=', current.id));
    // the shopper went back to change the box: an order priced for another one goes
    if (current.quantity !== quantity || current.recipe_count !== recipe_count)
      dropUnpaidFirstOrders(ctx, userId);
    return { id: current.id, created: false };
  }
  const id = store.insertId(
    db.insertInto('subscriptions').values({
      document_id: documentId(),
      user_id: userId,
      funnel_completed: 0,
      suspended_date: null,
      paused_date: null,
      created_at: ctx.now().toISOString(),
      ...setting,
    }),
  );
  return { id, created: true };
}
