import type { ApiContext } from '../context.ts';
import type { Store } from '../db/database.ts';
import type { User } from './current-user.ts';
import { userEntry } from './user-entry.ts';

/** The answer of a login, a registration or a reset: a token for the user's current sessions. */
export async function openSession(ctx: ApiContext, user: User) {
  return {
    jwt: await ctx.tokens.sign({ userId: user.id, tokenVersion: user.token_version }),
    user: userEntry(user),
  };
}

/**
 * Ends every session of the user: the tokens signed so far carry the former version and are
 * refused from now on (README "Sessions"). Runs inside the caller's write transaction.
 */
export function endSessions(store: Store, userId: number): void {
  store.run(
    store.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', userId),
  );
}
