import type { Request, RequestHandler } from 'express';
import type { EndSession } from './end-session.ts';
import { ownPath, redirect } from './redirect.ts';

/**
 * spec §2: a `logout` query parameter on any URL clears the stored authentication and is then
 * removed from the URL. The Location is built from the path only, never from the Host. A link
 * on another site logs this browser out, not the account's other devices: every page may link
 * here, and only the visitor, from our pages, a bookmark or the address bar, ends them all.
 */
export function logoutParam(endSession: EndSession): RequestHandler {
  return async (req, res, next) => {
    const query = req.originalUrl.indexOf('?');
    if (query < 0) return next();
    const params = new URLSearchParams(req.originalUrl.slice(query + 1));
    if (!params.has('logout')) return next();
    params.delete('logout');
    // only a page the visitor opens ends a session: a picture, a style sheet or a fetch of the
    // address (`<img src="/?logout">` in an article) is led to it without the parameter (ADR
    // 085); a browser that sends no Sec-Fetch headers cannot be told apart, and is believed
    if (isDocumentRequest(req))
      await endSession(req, res, { keepOtherSessions: req.get('sec-fetch-site') === 'cross-site' });
    const path = ownPath(req.originalUrl.slice(0, query));
    const search = params.toString();
    res.setHeader('Cache-Control', 'no-store');
    redirect(res, 302, search ? `${path}?${search}` : path);
  };
}

const isDocumentRequest = (req: Request) =>
  (req.get('sec-fetch-mode') ?? 'navigate') === 'navigate' &&
  (req.get('sec-fetch-dest') ?? 'document') === 'document';
