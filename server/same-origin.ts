import type { RequestHandler } from 'express';

/**
 * State-changing requests must come from our own pages (DESIGN §6): a browser says where a
 * request comes from with Sec-Fetch-Site, or else Origin. Requests with neither come from
 * tools, not from a page a visitor was tricked into.
 */
export function sameOriginOnly(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const allowed =
      site !== undefined ? site === 'same-origin' : origin === undefined || origin === siteOrigin;
    if (allowed) return next();
    res.status(403).json({ error: { status: 403, message: 'Accès interdit.' } });
  };
}
