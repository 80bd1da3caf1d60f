import type { RequestHandler } from 'express';
import { clearAuthCookie, type CookieSettings } from './auth-cookie.ts';

/**
 * spec §2: a `logout` query parameter on any URL clears the stored authentication and is then
 * removed from the URL. The Location is built from the path only, never from the Host.
 */
export function logoutParam(cookies: CookieSettings): RequestHandler {
  return (req, res, next) => {
    const query = req.originalUrl.indexOf('?');
    if (query < 0) return next();
    const params = new URLSearchParams(req.originalUrl.slice(query + 1));
    if (!params.has('logout')) return next();
    params.delete('logout');
    clearAuthCookie(res, cookies);
    const path = `/${req.originalUrl.slice(0, query).replace(/^[/\\]+/, '')}`;
    const search = params.toString();
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, search ? `${path}?${search}` : path);
  };
}
