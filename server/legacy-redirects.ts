import type { RequestHandler } from 'express';
import { legacyRedirect, redirectStatus } from '../shared/redirects.ts';
import { redirect } from './redirect.ts';

/** spec §2 "Redirects", before any rendering (shared/redirects.ts; the client router runs it too). */
export const legacyRedirects: RequestHandler = (req, res, next) => {
  const query = req.originalUrl.indexOf('?');
  const pathname = query < 0 ? req.originalUrl : req.originalUrl.slice(0, query);
  const location = legacyRedirect(pathname, query < 0 ? '' : req.originalUrl.slice(query));
  if (location === undefined) return next();
  res.setHeader('Cache-Control', 'public, max-age=3600');
  redirect(res, redirectStatus, location);
};
