import { documentId } from '../db/document-id.ts';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context.ts';
import { ApiError, invalidPayload } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject } from '../http/body.ts';
import { clientAddress } from '../limits/client-address.ts';
import { limitRequests } from '../limits/limit-requests.ts';

const subscription = z.object({
  email: z.email().max(254),
  source: z.string().trim().min(1).max(60).default('site'),
});

export function newsletterRoutes(ctx: ApiContext): Router {
  const { store } = ctx;
  const router = Router();
  // « This attribute must be unique » tells whether an address is on the list: each sign-up is
  // an e-mail check, limited per address like `/user/check-existing-email` (README "Limits")
  router.post(
    '/newsletter-subscriptions',
    limitRequests(ctx.rateLimiters.emailChecksPerIp, clientAddress),
    route(async (req, res) => {
      const parsed = subscription.safeParse(bodyObject(req.body, true));
      if (!parsed.success) {
        throw invalidPayload(parsed.error.issues);
      }
      const { email, source } = parsed.data;
      const existing = store.first(
        store.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', email),
      );
      if (existing) {
        throw new ApiError(400, 'ValidationError', 'This attribute must be unique', {
          errors: [{ path: ['email'], message: 'This attribute must be unique' }],
        });
      }
      const createdAt = ctx.now().toISOString();
      const newId = documentId();
      // a second subscription of the same address at the same moment: the error handler's 400
      const insertedId = await store.write(() =>
        store.insertId(
          store.db
            .insertInto('newsletter_subscriptions')
            .values({ document_id: newId, email, source, created_at: createdAt }),
        ),
      );
      res.status(201);
      return {
        data: { id: insertedId, documentId: newId, email, source, createdAt },
        meta: {},
      };
    }),
  );
  return router;
}
