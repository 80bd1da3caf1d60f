import { Router } from 'express';
import { z } from 'zod';
import { accountKey, loginThrottle } from '../auth/login-throttle.ts';
import { decoyHash, hashPassword, minPasswordLength, verifyPassword } from '../auth/passwords.ts';
import type { ApiContext } from '../context.ts';
import { uniqueViolation } from '../db/sqlite-errors.ts';
import { applicationError, badRequest, invalidPayload } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject } from '../http/body.ts';
import { clientAddress } from '../limits/client-address.ts';
import { limitRequests } from '../limits/limit-requests.ts';
import { requireUser } from '../users/current-user.ts';
import { insertUser } from '../users/register-user.ts';
import { endSessions, openSession } from '../users/sessions.ts';
import { takenIdentityMessage } from '../users/taken-identity.ts';

const registration = z.object({
  email: z.email().max(254),
  password: z.string().max(200),
  username: z.string().trim().min(1).max(100).optional(),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  phone_number: z.string().trim().max(30).optional(),
});

export function authRoutes(ctx: ApiContext): Router {
  const { store, rateLimiters } = ctx;
  const { db } = store;
  const router = Router();
  const throttle = loginThrottle(rateLimiters.loginFailsPerAccount, rateLimiters.loginFailsPerIp);

  router.post(
    '/auth/local',
    route(async (req) => {
      const { identifier, password } = bodyObject(req.body, false);
      if (
        typeof identifier !== 'string' ||
        typeof password !== 'string' ||
        !identifier.trim() ||
        !password
      ) {
        throw badRequest('Identifier or password is a required field');
      }
      const account = accountKey(identifier);
      const address = clientAddress(req);
      await throttle.attempt(account, address);
      const user = store.first(
        db
          .selectFrom('users')
          .selectAll()
          .where((eb) =>
            eb.or([eb('email', '=', identifier.trim()), eb('username', '=', identifier.trim())]),
          ),
      );
      // an unknown e-mail costs the same argon2 work as a wrong password: timing tells nothing
      const valid = await verifyPassword(password, user?.password ?? (await decoyHash()));
      if (!user || !valid) throw badRequest('Invalid identifier or password');
      await throttle.succeeded(account, address);
      if (user.blocked) throw applicationError('Account blocked by an administrator');
      return openSession(ctx, user);
    }),
  );

  router.post(
    '/auth/local/register',
    limitRequests(rateLimiters.registrationsPerIp, clientAddress),
    route(async (req) => {
      const body = bodyObject(req.body, false);
      if (
        typeof body.password !== 'string' ||
        typeof body.email !== 'string' ||
        !body.email ||
        !body.password
      ) {
        throw badRequest('Missing password or identifier');
      }
      if (body.password.length < minPasswordLength) throw badRequest('Password under 6 characters');
      const parsed = registration.safeParse(body);
      if (!parsed.success) {
        throw invalidPayload(parsed.error.issues);
      }
      const { email, password, username = email, ...names } = parsed.data;
      const ownUsername =
        parsed.data.username !== undefined && username.toLowerCase() !== email.toLowerCase();
      const taken = () => takenIdentityMessage(store, email, username, ownUsername);
      const takenBefore = taken();
      if (takenBefore) throw applicationError(takenBefore);

      const hashed = await hashPassword(password);
      try {
        const user = await store.write(() =>
          insertUser(ctx, { email, username, password: hashed, ...names }),
        );
        return await openSession(ctx, user);
      } catch (error) {
        // another registration of the same e-mail won the race while this one was hashing
        const takenMeanwhile = uniqueViolation(error)?.table === 'users' ? taken() : undefined;
        if (takenMeanwhile) throw applicationError(takenMeanwhile);
        throw error;
      }
    }),
  );

  // Ends every session of the user (README "Sessions"); the site calls it on logout.
  router.post(
    '/auth/logout',
    route(async (_req, res) => {
      const user = requireUser(res);
      await store.write(() => endSessions(store, user.id));
      res.status(204).end();
    }),
  );

  return router;
}
