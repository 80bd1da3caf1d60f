import type { Response } from 'express';

/**
 * Every redirect the site sends goes through here: a status and a Location, with an empty body.
 * Express's `res.redirect` writes one in English (« Found. Redirecting to … »), which no
 * browser shows and no French visitor should read.
 */
export function redirect(res: Response, status: number, location: string): void {
  res.location(location);
  res.status(status).end();
}
