import { Router } from 'express';
import type { ApiContext } from '../context.ts';
import { invalidPayload } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject } from '../http/body.ts';
import {
  funnelSubscriptionRequest,
  saveFunnelSubscription,
} from '../subscriptions/funnel-subscription.ts';
import { requireUser } from '../users/current-user.ts';
import { subscriptionEntry } from '../users/subscription-entry.ts';

/** POST /api/subscriptions: the funnel's first step once logged in (README "Funnel"). */
export function subscriptionRoutes(ctx: ApiContext): Router {
  const { store } = ctx;
  const { db } = store;
  const router = Router();

  router.post(
    '/subscriptions',
    route(async (req, res) => {
      const user = requireUser(res);
      const parsed = funnelSubscriptionRequest.safeParse(bodyObject(req.body, true));
      if (!parsed.success) throw invalidPayload(parsed.error.issues);
      const { id, created } = await store.write(() =>
        saveFunnelSubscription(ctx, user.id, parsed.data),
      );
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
