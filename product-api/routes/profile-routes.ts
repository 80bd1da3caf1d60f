import { Router } from 'express';
import { z } from 'zod';
import { accountKey, loginThrottle } from '../auth/login-throttle.ts';
import { hashPassword, minPasswordLength, verifyPassword } from '../auth/passwords.ts';
import type { ApiContext } from '../context.ts';
import { uniqueViolation } from '../db/sqlite-errors.ts';
import { applicationError, badRequest, invalidPayload } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject } from '../http/body.ts';
import { clientAddress } from '../limits/client-address.ts';
import { spend } from '../limits/limit-requests.ts';
import { requireUser, type User } from '../users/current-user.ts';
import { profileChanges } from '../users/profile-changes.ts';
import { endSessions, openSession } from '../users/sessions.ts';
import { userEntry } from '../users/user-entry.ts';

const passwordChange = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  password: z.string().max(200),
  passwordConfirmation: z.string().max(200),
});

/** The customer's own profile (README « Profile »): their details, and their password. */
export function profileRoutes(ctx: ApiContext): Router {
  const { store, rateLimiters } = ctx;
  const { db } = store;
  const router = Router();
  const throttle = loginThrottle(rateLimiters.loginFailsPerAccount, rateLimiters.loginFailsPerIp);

  const emailOfAnother = (email: string, user: User) =>
    store.first(
      db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', user.id),
    ) !== undefined;

  router.put(
    '/users/me',
    route(async (req, res) => {
      const user = requireUser(res);
      const parsed = profileChanges(ctx.now().toISOString().slice(0, 10)).safeParse(
        bodyObject(req.body, false),
      );
      if (!parsed.success) throw invalidPayload(parsed.error.issues);
      const { email, ...fields } = parsed.data;
      const newEmail = email !== undefined && email.toLowerCase() !== user.email.toLowerCase();
      if (newEmail) {
        // whether an address is someone's is told here as by /user/check-existing-email: the
        // same limit per address (README « Limits »)
        await spend(rateLimiters.emailChecksPerIp, clientAddress(req));
        if (emailOfAnother(email, user)) throw applicationError('Email already taken');
      }
      // a username that was the e-mail follows it, so that the old address frees both
      const username =
        email !== undefined && user.username.toLowerCase() === user.email.toLowerCase()
          ? { username: email }
          : {};
      try {
        const updated = await store.write(() => {
          store.run(
            db
              .updateTable('users')
              .set({
                ...fields,
                ...(email === undefined ? {} : { email, ...username }),
                updated_at: ctx.now().toISOString(),
              })
              .where('id', '=', user.id),
          );
          return store.first(db.selectFrom('users').selectAll().where('id', '=', user.id));
        });
        if (!updated) throw new Error('updated user not found');
        return userEntry(updated);
      } catch (error) {
        // another account took the address while this one was being checked
        if (uniqueViolation(error)?.table === 'users')
          throw applicationError('Email already taken');
        throw error;
      }
    }),
  );

  // Strapi's own call: the current password proves who asks; the new one ends the other
  // sessions and answers the token of a new one (README « Sessions »)
  router.post(
    '/auth/change-password',
    route(async (req, res) => {
      const user = requireUser(res);
      const parsed = passwordChange.safeParse(bodyObject(req.body, false));
      if (!parsed.success) throw invalidPayload(parsed.error.issues);
      const { currentPassword, password, passwordConfirmation } = parsed.data;
      if (password.length < minPasswordLength) throw badRequest('Password under 6 characters');
      if (password !== passwordConfirmation) throw badRequest('Passwords do not match');
      // counted as a login: the current password is as guessable as at the login form
      const account = accountKey(user.email);
      const address = clientAddress(req);
      await throttle.attempt(account, address);
      if (!(await verifyPassword(currentPassword, user.password)))
        throw badRequest('The provided current password is invalid');
      await throttle.succeeded(account, address);
      if (password === currentPassword)
        throw badRequest('Your new password must be different than your current password');
      const hashed = await hashPassword(password);
      const updated = await store.write(() => {
        store.run(
          db
            .updateTable('users')
            .set({ password: hashed, updated_at: ctx.now().toISOString() })
            .where('id', '=', user.id),
        );
        endSessions(store, user.id);
        return store.first(db.selectFrom('users').selectAll().where('id', '=', user.id));
      });
      if (!updated) throw new Error('updated user not found');
      return openSession(ctx, updated);
    }),
  );

  return router;
}
