import { Router, type Request } from 'express';
import { z } from 'zod';
import { hashPassword, minPasswordLength } from '../auth/passwords.ts';
import { checkResetCode, issueResetCode } from '../auth/reset-codes.ts';
import type { ApiContext } from '../context.ts';
import { applicationError, badRequest } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject } from '../http/body.ts';
import { clientAddress } from '../limits/client-address.ts';
import { limitRequests } from '../limits/limit-requests.ts';
import { endSessions, openSession } from '../users/sessions.ts';

const emailSchema = z.email().max(254);
// spec §8: an unknown or missing e-mail answers exactly like a wrong code
const incorrectCode = () => badRequest('Incorrect code provided');

/** The body's e-mail as the per-e-mail limit counts it. */
const emailKey = (req: Request) => {
  const { email } = bodyObject(req.body, false);
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/** « Mot de passe oublié » in two steps: a code for an e-mail, then the code with that e-mail. */
export function passwordResetRoutes(ctx: ApiContext): Router {
  const { store, rateLimiters } = ctx;
  const { db } = store;
  const router = Router();

  router.post(
    '/auth/forgot-password',
    limitRequests(rateLimiters.resetRequestsPerIp, clientAddress),
    limitRequests(rateLimiters.resetRequestsPerEmail, emailKey),
    route(async (req) => {
      const { email } = bodyObject(req.body, false);
      if (typeof email !== 'string' || !emailSchema.safeParse(email).success) {
        throw badRequest('Bad Request');
      }
      const user = store.first(db.selectFrom('users').selectAll().where('email', '=', email));
      if (user && !user.blocked) {
        const code = await store.write(() => issueResetCode(store, user.id, ctx.now()));
        // the embedded API sends no email: the code goes to the log (README, "Password reset")
        ctx.logger.info({ email: user.email, code }, 'password reset code');
      }
      // the same answer whether the address exists or not
      return { ok: true };
    }),
  );

  router.post(
    '/auth/reset-password',
    limitRequests(rateLimiters.resetAttemptsPerIp, clientAddress),
    route(async (req) => {
      const { email, code, password, passwordConfirmation } = bodyObject(req.body, false);
      if (typeof password !== 'string' || !password)
        throw badRequest('Missing password or identifier');
      if (password.length < minPasswordLength) throw badRequest('Password under 6 characters');
      if (password !== passwordConfirmation) throw badRequest('Passwords do not match');
      if (typeof email !== 'string' || email.length > 254) throw incorrectCode();
      if (typeof code !== 'string' || !/^\d{6}$/.test(code)) throw incorrectCode();

      const user = await store.write(() => checkResetCode(store, email.trim(), code, ctx.now()));
      if (!user) throw incorrectCode();
      const hashed = await hashPassword(password);
      const updated = await store.write(() => {
        // the code may have been used or spent while the password was hashing
        const { changes } = store.run(
          db
            .updateTable('users')
            .set({
              password: hashed,
              reset_password_code: null,
              reset_password_expires_at: null,
              reset_password_attempts: 0,
              updated_at: ctx.now().toISOString(),
            })
            .where('id', '=', user.id)
            .where('reset_password_code', '=', code),
        );
        if (changes === 0) return undefined;
        // a new password ends the sessions opened with the old one (README "Sessions")
        endSessions(store, user.id);
        return store.first(db.selectFrom('users').selectAll().where('id', '=', user.id));
      });
      if (!updated) throw incorrectCode();
      if (updated.blocked) throw applicationError('Account blocked by an administrator');
      return openSession(ctx, updated);
    }),
  );

  return router;
}
