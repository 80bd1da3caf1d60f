import { randomInt } from 'node:crypto';
import { documentId } from '../db/document-id.ts';
import { Router } from 'express';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { ApiContext } from '../context.ts';
import { ApiError, badRequest, invalidPayload } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject, isRecord } from '../http/body.ts';
import { userEntry } from '../users/user-entry.ts';

const minPasswordLength = 6; // spec §9
const resetCodeLifetimeMs = 60 * 60 * 1000;

const applicationError = (message: string) => new ApiError(400, 'ApplicationError', message);
const validationError = (message: string) => new ApiError(400, 'ValidationError', message);

const registration = z.object({
  email: z.email().max(254),
  password: z.string().max(200),
  username: z.string().trim().min(1).max(100).optional(),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  phone_number: z.string().trim().max(30).optional(),
});

export function authRoutes(ctx: ApiContext): Router {
  const { store } = ctx;
  const { db } = store;
  const router = Router();
  const findByIdentifier = (identifier: string) =>
    store.first(
      db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb('email', '=', identifier), eb('username', '=', identifier)])),
    );
  const session = async (user: NonNullable<ReturnType<typeof findByIdentifier>>) => ({
    jwt: await ctx.tokens.sign(user.id),
    user: userEntry(user),
  });

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
        throw validationError('Identifier or password is a required field');
      }
      const user = findByIdentifier(identifier.trim());
      // verify even when there is no such user, so that timing does not tell which emails exist
      const valid = await verifyPassword(
        password,
        user?.password ?? '$argon2id$v=19$m=19456,t=2,p=1$x$x',
      );
      if (!user || !valid) throw validationError('Invalid identifier or password');
      if (user.blocked) throw applicationError('Account blocked by an administrator');
      return session(user);
    }),
  );

  router.post(
    '/auth/local/register',
    route(async (req) => {
      const body = bodyObject(req.body, false);
      if (
        typeof body.password !== 'string' ||
        typeof body.email !== 'string' ||
        !body.email ||
        !body.password
      ) {
        throw validationError('Missing password or identifier');
      }
      if (body.password.length < minPasswordLength)
        throw validationError('Password under 6 characters');
      const parsed = registration.safeParse(body);
      if (!parsed.success) {
        throw invalidPayload(parsed.error.issues);
      }
      const {
        email,
        password,
        username = email,
        first_name,
        last_name,
        phone_number,
      } = parsed.data;
      const emailTaken = store.first(
        db.selectFrom('users').select('id').where('email', '=', email),
      );
      const usernameTaken = store.first(
        db.selectFrom('users').select('id').where('username', '=', username),
      );
      // a username that defaults to the email says nothing more than « Email already taken »
      const ownUsername =
        parsed.data.username !== undefined && username.toLowerCase() !== email.toLowerCase();
      if (emailTaken && usernameTaken && ownUsername)
        throw applicationError('Email or username already taken');
      if (emailTaken) throw applicationError('Email already taken');
      if (usernameTaken) throw applicationError('Username already taken');

      const now = ctx.now().toISOString();
      const hashed = await hashPassword(password);
      const user = store.transaction(() => {
        const loyaltyId = store.insertId(
          db
            .insertInto('loyalties')
            .values({ document_id: documentId(), vip_tier_name: null, points: 0 }),
        );
        const insertedId = store.insertId(
          db.insertInto('users').values({
            document_id: documentId(),
            username,
            email,
            password: hashed,
            first_name: first_name ?? null,
            last_name: last_name ?? null,
            phone_number: phone_number ?? null,
            loyalty_id: loyaltyId,
            created_at: now,
            updated_at: now,
          }),
        );
        return store.first(db.selectFrom('users').selectAll().where('id', '=', insertedId));
      });
      if (!user) throw new Error('registered user not found');
      return session(user);
    }),
  );

  router.post(
    '/auth/forgot-password',
    route((req) => {
      const { email } = bodyObject(req.body, false);
      if (typeof email !== 'string' || !z.email().safeParse(email).success) {
        throw validationError('Bad Request');
      }
      const user = store.first(db.selectFrom('users').selectAll().where('email', '=', email));
      if (user && !user.blocked) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const expires = new Date(ctx.now().getTime() + resetCodeLifetimeMs).toISOString();
        store.run(
          db
            .updateTable('users')
            .set({ reset_password_code: code, reset_password_expires_at: expires })
            .where('id', '=', user.id),
        );
        // the embedded API sends no email: the code goes to the log (README, "Password reset")
        ctx.logger.info({ email: user.email, code }, 'password reset code');
      }
      // the same answer whether the address exists or not
      return { ok: true };
    }),
  );

  router.post(
    '/auth/reset-password',
    route(async (req) => {
      const { code, password, passwordConfirmation } = bodyObject(req.body, false);
      if (typeof password !== 'string' || !password)
        throw validationError('Missing password or identifier');
      if (password.length < minPasswordLength) throw validationError('Password under 6 characters');
      if (password !== passwordConfirmation) throw validationError('Passwords do not match');
      if (typeof code !== 'string' || !/^\d{6}$/.test(code))
        throw validationError('Incorrect code provided');
      const user = store.first(
        db.selectFrom('users').selectAll().where('reset_password_code', '=', code),
      );
      if (
        !user ||
        !user.reset_password_expires_at ||
        user.reset_password_expires_at < ctx.now().toISOString()
      ) {
        throw validationError('Incorrect code provided');
      }
      const hashed = await hashPassword(password);
      store.run(
        db
          .updateTable('users')
          .set({
            password: hashed,
            reset_password_code: null,
            reset_password_expires_at: null,
            updated_at: ctx.now().toISOString(),
          })
          .where('id', '=', user.id),
      );
      if (user.blocked) throw applicationError('Account blocked by an administrator');
      return session(user);
    }),
  );

  router.post(
    '/user/check-existing-email',
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
