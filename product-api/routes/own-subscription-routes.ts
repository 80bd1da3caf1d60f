import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context.ts';
import { applicationError, invalidPayload } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject } from '../http/body.ts';
import { ownSubscription } from '../subscriptions/own-subscription.ts';
import { pauseUpcomingOrders, resumePausedOrders } from '../subscriptions/pause-orders.ts';
import {
  gridMessage,
  inGrid,
  preferencesField,
  quantityField,
  recipeCountField,
} from '../subscriptions/setting-fields.ts';
import { requireUser } from '../users/current-user.ts';
import { preferenceNames, subscriptionEntry } from '../users/subscription-entry.ts';

const settingChange = z
  .strictObject({
    quantity: quantityField.optional(),
    recipe_count: recipeCountField.optional(),
    preferences: preferencesField.optional(),
  })
  .refine((change) => Object.keys(change).length > 0, {
    message: 'nothing to change: send quantity, recipe_count or preferences',
  });

/**
 * The subscriber's own subscription, once the funnel is completed (README « Subscriber's
 * subscription »): its setting and preferences, pause and reactivation. Each call writes in one
 * transaction, and nothing when it answers an error.
 */
export function ownSubscriptionRoutes(ctx: ApiContext): Router {
  const { store } = ctx;
  const { db } = store;
  const router = Router();

  const answer = (id: number) => {
    const saved = store.first(db.selectFrom('subscriptions').selectAll().where('id', '=', id));
    if (!saved) throw new Error('saved subscription not found');
    return { data: subscriptionEntry(saved), meta: {} };
  };

  router.put(
    '/subscriptions/me',
    route(async (req, res) => {
      const user = requireUser(res);
      const parsed = settingChange.safeParse(bodyObject(req.body, true));
      if (!parsed.success) throw invalidPayload(parsed.error.issues);
      const change = parsed.data;
      const id = await store.write(() => {
        const current = ownSubscription(store, user.id);
        const box = {
          quantity: change.quantity ?? current.quantity,
          recipe_count: change.recipe_count ?? current.recipe_count,
        };
        if (!inGrid(box)) throw invalidPayload([{ path: ['recipe_count'], message: gridMessage }]);
        const chosen = change.preferences;
        const preferences = chosen
          ? Object.fromEntries(
              preferenceNames.map((name) => [name, chosen.includes(name) ? 1 : 0] as const),
            )
          : {};
        store.run(
          db
            .updateTable('subscriptions')
            .set({ ...box, ...preferences })
            .where('id', '=', current.id),
        );
        return current.id;
      });
      return answer(id);
    }),
  );

  router.post(
    '/subscriptions/me/pause',
    route(async (_req, res) => {
      const user = requireUser(res);
      const id = await store.write(() => {
        const current = ownSubscription(store, user.id);
        if (current.paused) throw applicationError('Subscription already paused');
        if (current.suspended) throw applicationError('Subscription is suspended');
        const now = ctx.now();
        store.run(
          db
            .updateTable('subscriptions')
            .set({ paused: 1, paused_date: now.toISOString() })
            .where('id', '=', current.id),
        );
        pauseUpcomingOrders(ctx, user.id, now);
        return current.id;
      });
      return answer(id);
    }),
  );

  router.post(
    '/subscriptions/me/reactivate',
    route(async (_req, res) => {
      const user = requireUser(res);
      const id = await store.write(() => {
        const current = ownSubscription(store, user.id);
        if (!current.paused && !current.suspended)
          throw applicationError('Subscription already active');
        const now = ctx.now();
        store.run(
          db
            .updateTable('subscriptions')
            .set({ paused: 0, paused_date: null, suspended: 0, suspended_date: null })
            .where('id', '=', current.id),
        );
        resumePausedOrders(ctx, user.id, now);
        return current.id;
      });
      return answer(id);
    }),
  );

  return router;
}
