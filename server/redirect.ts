import type { Request, Response } from 'express';
import { underBase } from '../shared/base-path.ts';

/**
 * Every redirect the site sends goes through here: a status and a Location, with an empty body.
 * Express's `res.redirect` writes one in English (« Found. Redirecting to … »), which no
 * browser shows and no French visitor should read.
 */
export function redirect(res: Response, status: number, location: string): void {
  res.location(location);
  res.status(status).end();
}

/**
 * A path of the site as the visitor asks for it: under the base path its router is mounted at
 * (`req.baseUrl`, ADR 051); URLs of other sites stay as they are.
 */
export const underMount = (req: Request, path: string): string => underBase(req.baseUrl, path);

/**
 * A request's own URL as a Location back to this site: its leading slashes and backslashes made
 * one slash, so that `//evil.example/x` (a valid request target) stays a path of ours.
 */
export const ownPath = (originalUrl: string): string => `/${originalUrl.replace(/^[/\\]+/, '')}`;
