import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context.ts';
import { documentId } from '../db/document-id.ts';
import { applicationError, invalidPayload } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject } from '../http/body.ts';
import { dropUnpaidFirstOrders } from '../orders/create-first-order.ts';
import {
  gridMessage,
  inGrid,
  preferencesField,
  quantityField,
  recipeCountField,
} from '../subscriptions/setting-fields.ts';
import { requireUser } from '../users/current-user.ts';
import { subscriptionEntry, type Preference } from '../users/subscription-entry.ts';

const subscriptionRequest = z
  .strictObject({
    quantity: quantityField,
    recipe_count: recipeCountField,
    preferences: preferencesField.default([]),
  })
  .refine(inGrid, { path: ['recipe_count'], message: gridMessage });

/** POST /api/subscriptions: the funnel's first step once logged in (README "Funnel"). */
export function subscriptionRoutes(ctx: ApiContext): Router {
  const { store } = ctx;
  const { db } = store;
  const router = Router();

  router.post(
    '/subscriptions',
    route(async (req, res) => {
      const user = requireUser(res);
      const parsed = subscriptionRequest.safeParse(bodyObject(req.body, true));
      if (!parsed.success) throw invalidPayload(parsed.error.issues);
      const { quantity, recipe_count, preferences } = parsed.data;
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
      const { id, created } = await store.write(() => {
        const current = store.first(
          db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).orderBy('id'),
        );
        if (current?.funnel_completed) throw applicationError('Subscription already exists');
        if (current) {
          store.run(db.updateTable('subscriptions').set(setting).where('id', '=', current.id));
          // the shopper went back to change the box: an order priced for another one goes
          if (current.quantity !== quantity || current.recipe_count !== recipe_count)
            dropUnpaidFirstOrders(ctx, user.id);
          return { id: current.id, created: false };
        }
        const insertedId = store.insertId(
          db.insertInto('subscriptions').values({
            document_id: documentId(),
            user_id: user.id,
            funnel_completed: 0,
            suspended_date: null,
            paused_date: null,
            created_at: ctx.now().toISOString(),
            ...setting,
          }),
        );
        return { id: insertedId, created: true };
      });
      const subscription = store.first(
        db.selectFrom('subscriptions').selectAll().where('id', '=', id),
      );
      if (!subscription) throw new Error('saved subscription not found');
      res.status(created ? 201 : 200);
      return { data: subscriptionEntry(subscription), meta: {} };
    }),
  );

  return router;
}
