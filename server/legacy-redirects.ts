import type { RequestHandler } from 'express';
import { legacyRedirect, redirectStatus } from '../shared/redirects.ts';
import { redirect, underMount } from './redirect.ts';

/** spec §2 "Redirects", before any rendering (shared/redirects.ts; the client router runs it too). */
export const legacyRedirects: RequestHandler = (req, res, next) => {
  // the paths of the site, under the base path it is mounted at (ADR 051)
  const query = req.url.indexOf('?');
  const pathname = query < 0 ? req.url : req.url.slice(0, query);
  const location = legacyRedirect(pathname, query < 0 ? '' : req.url.slice(query));
  if (location === undefined) return next();
  res.setHeader('Cache-Control', 'public, max-age=3600');
  redirect(res, redirectStatus, underMount(req, location));
};
