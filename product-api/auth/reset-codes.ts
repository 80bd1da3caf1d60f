import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Store } from '../db/database.ts';
import type { User } from '../users/current-user.ts';

// A six-digit code could be guessed in a million tries: it is matched only against the account
// the e-mail names, lives a quarter of an hour, and the fifth wrong try spends it.
const lifetimeMs = 15 * 60 * 1000;
const attemptsAllowed = 5;

/** A new code for the user, replacing any earlier one; the caller writes it to the log. */
export function issueResetCode(store: Store, userId: number, now: Date): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  store.run(
    store.db
      .updateTable('users')
      .set({
        reset_password_code: code,
        reset_password_expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
        reset_password_attempts: 0,
      })
      .where('id', '=', userId),
  );
  return code;
}

/**
 * The user whose live reset code `code` is, or undefined; a wrong code spends one of the code's
 * attempts. Runs inside a write transaction, so that parallel guesses are counted one by one.
 */
export function checkResetCode(
  store: Store,
  email: string,
  code: string,
  now: Date,
): User | undefined {
  const { db } = store;
  const user = store.first(db.selectFrom('users').selectAll().where('email', '=', email));
  const live = user?.reset_password_code;
  if (!user || !live || !user.reset_password_expires_at) return undefined;
  if (user.reset_password_expires_at <= now.toISOString()) return undefined;
  if (sameCode(code, live)) return user;
  const spent = user.reset_password_attempts + 1 >= attemptsAllowed;
  store.run(
    db
      .updateTable('users')
      .set({
        reset_password_attempts: user.reset_password_attempts + 1,
        ...(spent ? { reset_password_code: null, reset_password_expires_at: null } : {}),
      })
      .where('id', '=', user.id),
  );
  return undefined;
}

/** Compares in constant time, so that the answer's timing does not tell the right digits. */
function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
