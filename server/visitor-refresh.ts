import type { RequestHandler } from 'express';
import { tokenFrom } from './auth-cookie.ts';
import type { VisitorResolver } from './visitor.ts';

const reading = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A visitor who posts something (a page's form, a call through `/api`) may change what the
 * guard reads of them — paying the first box completes their funnel (spec §4) — so the
 * answer kept for their token (30 s, DESIGN §3) is dropped once the request has ended, and
 * the next page asks `/users/me` again (ADR 043).
 */
export function visitorRefresh(visitors: Pick<VisitorResolver, 'refresh'>): RequestHandler {
  return (req, res, next) => {
    const token = reading.has(req.method) ? undefined : tokenFrom(req);
    if (token) res.once('finish', () => visitors.refresh(token));
    next();
  };
}
