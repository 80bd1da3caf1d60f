import type { Request, Response } from 'express';
import { clearAuthCookie, tokenFrom, type CookieSettings } from './auth-cookie.ts';
import { onBehalfOf } from './visitor-address.ts';
import type { VisitorResolver } from './visitor.ts';

export type EndSession = (
  req: Request,
  res: Response,
  options?: { keepOtherSessions?: boolean },
) => Promise<void>;

/**
 * Logging out (spec §2 `?logout`, DESIGN §6 `/auth/logout`): the cookie is cleared whatever
 * happens, the token is forgotten by the visitor cache, and the product API is asked to revoke
 * it — best effort, within a short time-out, so that a copied cookie stops working too. The
 * product API ends every session of the account then; `keepOtherSessions` clears this browser's
 * cookie alone.
 */
export function createSessionEnder(options: {
  apiUrl: () => string;
  timeoutMs: number;
  cookies: CookieSettings;
  visitors: Pick<VisitorResolver, 'forget'>;
}): EndSession {
  return async function endSession(req, res, { keepOtherSessions = false } = {}) {
    clearAuthCookie(res, options.cookies);
    const token = tokenFrom(req);
    if (!token) return;
    options.visitors.forget(token);
    if (keepOtherSessions) return;
    try {
      const answer = await fetch(`${options.apiUrl()}/api/auth/logout`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          ...onBehalfOf(req),
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await answer.body?.cancel();
    } catch {
      // unreachable or slow: the visitor is logged out here all the same
    }
  };
}
