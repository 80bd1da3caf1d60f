import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { isRecord } from '../http/body.ts';
import { clientAddress } from '../limits/client-address.ts';
import { limitRequests } from '../limits/limit-requests.ts';
import { requireUser } from '../users/current-user.ts';
import { subscriptionEntry } from '../users/subscription-entry.ts';
import { userEntry } from '../users/user-entry.ts';

/** Which relations `populate` asks for: `*`, a list, or an object keyed by relation. */
function populated(raw: unknown): Set<string> {
  if (raw === '*' || raw === 'true') return new Set(['subscriptions', 'loyalty']);
  if (typeof raw === 'string') return new Set(raw.split(',').map((s) => s.trim()));
  if (Array.isArray(raw)) return new Set(raw.filter((item) => typeof item === 'string'));
  if (typeof raw === 'object' && raw !== null) return new Set(Object.keys(raw));
  return new Set();
}

export function userRoutes(ctx: ApiContext): Router {
  const { store } = ctx;
  const { db } = store;
  const router = Router();

  // spec §7: populate subscriptions (funnel_completed, suspended, paused, their dates,
  // subscription_setting quantity) and loyalty (vip_tier_name)
  router.get(
    '/users/me',
    route((req, res) => {
      const user = requireUser(res);
      const wanted = populated(req.query.populate);
      const entry: Record<string, unknown> = userEntry(user);
      if (wanted.has('subscriptions')) {
        entry.subscriptions = store
          .all(
            db
              .selectFrom('subscriptions')
              .selectAll()
              .where('user_id', '=', user.id)
              .orderBy('created_at')
              .orderBy('id'),
          )
          .map(subscriptionEntry);
      }
      if (wanted.has('loyalty')) {
        const loyalty =
          user.loyalty_id === null
            ? undefined
            : store.first(db.selectFrom('loyalties').selectAll().where('id', '=', user.loyalty_id));
        entry.loyalty = loyalty
          ? {
              id: loyalty.id,
              documentId: loyalty.document_id,
              vip_tier_name: loyalty.vip_tier_name,
              points: loyalty.points,
            }
          : null;
      }
      return entry;
    }),
  );

  // spec §5: a card is created only for a customer with a reference at the payment provider.
  // The funnel asks for one before the card step (README "Funnel"); asked again, the same one.
  router.post(
    '/users/me/shopper-reference',
    route(async (_req, res) => {
      const user = requireUser(res);
      const { reference, created } = await store.write(() => {
        const current = store.first(
          db.selectFrom('users').select('adyen_shopper_reference').where('id', '=', user.id),
        )?.adyen_shopper_reference;
        if (current) return { reference: current, created: false };
        const reference = `POTI-SHOPPER-${randomBytes(6).toString('hex').toUpperCase()}`;
        store.run(
          db
            .updateTable('users')
            .set({ adyen_shopper_reference: reference, updated_at: ctx.now().toISOString() })
            .where('id', '=', user.id),
        );
        return { reference, created: true };
      });
      res.status(created ? 201 : 200);
      return { data: { adyen_shopper_reference: reference }, meta: {} };
    }),
  );

  // The funnel asks whether an e-mail is already a customer's: limited per address, so that
  // the list of customers cannot be read out of it (README "Limits").
  router.post(
    '/user/check-existing-email',
    limitRequests(ctx.rateLimiters.emailChecksPerIp, clientAddress),
    route((req) => {
      const data = isRecord(req.body) && isRecord(req.body.data) ? req.body.data : {};
      const email = data.email;
      if (typeof email !== 'string' || !z.email().max(254).safeParse(email).success) {
        throw badRequest('Bad Request', {
          errors: [{ path: ['email'], message: 'Invalid email' }],
        });
      }
      const found = store.first(db.selectFrom('users').select('id').where('email', '=', email));
      return { data: { email, exists: found !== undefined } };
    }),
  );

  return router;
}
