import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

export const nonceOf = (res: Response): string => res.locals.nonce as string;

/** A fresh nonce for each response: the CSP, and every inline script React writes, carry it. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(18).toString('base64');
  next();
};

/**
 * Strict headers (helmet). Scripts: our own origin and the nonce only; no inline styles in
 * production (development lets Vite inject its styles and its HMR socket).
 */
export function securityHeaders(options: {
  abTestScriptUrl?: string;
  https: boolean;
  development: boolean;
}) {
  const abOrigin = options.abTestScriptUrl ? new URL(options.abTestScriptUrl).origin : undefined;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${nonceOf(res as Response)}'`,
          ...(abOrigin ? [abOrigin] : []),
        ],
        styleSrc: ["'self'", ...(options.development ? ["'unsafe-inline'"] : [])],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: [
          "'self'",
          ...(abOrigin ? [abOrigin] : []),
          ...(options.development ? ['ws:'] : []),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
