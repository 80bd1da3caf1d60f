import { randomFillSync } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

export const nonceOf = (res: Response): string => res.locals.nonce as string;

// 144 random bits per nonce, drawn from a pool filled 256 nonces at a time: one call to the
// system's generator a request cost 1.7 % of a page's time (as randomUUID pools its entropy)
const nonceBytes = 18;
const noncePool = Buffer.alloc(nonceBytes * 256);
let nonceOffset = noncePool.length;

/** 144 random bits, base64: a response's nonce, or a render's the page cache keeps (ADR 022) */
export function freshNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  nonceOffset += nonceBytes;
  return noncePool.toString('base64', nonceOffset - nonceBytes, nonceOffset);
}

/** A fresh nonce for each response: the CSP, and every inline script React writes, carry it. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = freshNonce();
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
