import type { Store } from '../db/database.ts';

/**
 * spec §8's message when the e-mail or the username is already someone's, or undefined. Asked
 * before a registration and again when its insert meets the UNIQUE constraint, so that a race
 * between two registrations answers what the first check would have.
 */
export function takenIdentityMessage(
  store: Store,
  email: string,
  username: string,
  /** the username was given, and differs from the e-mail */
  ownUsername: boolean,
): string | undefined {
  const { db } = store;
  const emailTaken = store.first(db.selectFrom('users').select('id').where('email', '=', email));
  const usernameTaken = store.first(
    db.selectFrom('users').select('id').where('username', '=', username),
  );
  // a username that defaults to the email says nothing more than « Email already taken »
  if (emailTaken && usernameTaken && ownUsername) return 'Email or username already taken';
  if (emailTaken) return 'Email already taken';
  if (usernameTaken) return 'Username already taken';
  return undefined;
}
