import type { NextFunction, Request, Response } from 'express';
import type { Selectable } from 'kysely';
import type { ApiContext } from '../context.ts';
import type { UsersTable } from '../db/schema.ts';
import { unauthorized } from '../http/api-error.ts';

export type User = Selectable<UsersTable>;

/**
 * Reads `Authorization: Bearer …` when there is one. A request carrying a bad token is refused
 * (401) even on public routes, as Strapi does: the site then logs the visitor out (spec §4).
 * So is a token of an ended session: its version is no longer the user's (README "Sessions").
 */
export function authenticate(ctx: ApiContext) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization');
    if (header === undefined) return next();
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
    if (!match?.[1]) throw unauthorized('Invalid token');
    const { userId, tokenVersion } = await ctx.tokens.verify(match[1]);
    const user = ctx.store.first(
      ctx.store.db.selectFrom('users').selectAll().where('id', '=', userId),
    );
    if (!user) throw unauthorized('Invalid token');
    // spec §8: blocked accounts hear so with any of their tokens, ended sessions included
    if (user.blocked) throw unauthorized('Account blocked by an administrator');
    if (user.token_version !== tokenVersion) throw unauthorized('Invalid token');
    res.locals.user = user;
    next();
  };
}

export function currentUser(res: Response): User | undefined {
  return res.locals.user as User | undefined;
}

export function requireUser(res: Response): User {
  const user = currentUser(res);
  if (!user) throw unauthorized('Unauthorized');
  return user;
}
