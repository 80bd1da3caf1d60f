import { randomFillSync } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { withoutTrailingSlash } from '../shared/match-route.ts';

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

/** Sources a page adds to the strict policy, by directive. */
type ExtraSources = Partial<
  Record<'scriptSrc' | 'styleSrc' | 'imgSrc' | 'connectSrc' | 'frameSrc', string[]>
>;

/**
 * What Adyen Web 6's card Drop-in reaches in an environment (ADR 038): Adyen's origin for its
 * card fields' frames and its calls, as Adyen's CSP guidance lists it for Web Drop-in; and, in
 * the library's own table of environments (core/Environment/constants.js), its CDN (brand
 * logos, the French texts fetched at start) and its analytics (called even when turned off).
 */
function adyenSources(environment: 'test' | 'live'): ExtraSources {
  const checkout = `https://checkoutshopper-${environment}.adyen.com`;
  const cdn = `https://checkoutshopper-${environment}.cdn.adyen.com`;
  const analytics = `https://checkoutanalytics-${environment}.adyen.com`;
  return {
    scriptSrc: [checkout],
    styleSrc: [checkout],
    imgSrc: [checkout, cdn],
    connectSrc: [checkout, cdn, analytics],
    frameSrc: [checkout],
  };
}

interface HeaderOptions {
  abTestScriptUrl?: string;
  https: boolean;
  development: boolean;
}

/**
 * Strict headers (helmet). Scripts: our own origin and the nonce only; no inline styles in
 * production (development lets Vite inject its styles and its HMR socket). With `adyen`, its
 * pages alone (letter case and a trailing slash aside, as the routes match) also allow Adyen's
 * origins for its Drop-in (ADR 038); every other answer keeps the strict policy.
 */
export function securityHeaders(
  options: HeaderOptions & { adyen?: { environment: 'test' | 'live'; pagePaths: string[] } },
): RequestHandler {
  const strict = helmetWith(options, {});
  const { adyen } = options;
  if (!adyen) return strict;
  const withAdyen = helmetWith(options, adyenSources(adyen.environment));
  const onAdyenPage = (path: string) =>
    adyen.pagePaths.includes(withoutTrailingSlash(path).toLowerCase());
  return (req, res, next) => (onAdyenPage(req.path) ? withAdyen : strict)(req, res, next);
}

function helmetWith(options: HeaderOptions, extra: ExtraSources): RequestHandler {
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
          ...(extra.scriptSrc ?? []),
        ],
        styleSrc: [
          "'self'",
          ...(options.development ? ["'unsafe-inline'"] : []),
          ...(extra.styleSrc ?? []),
        ],
        imgSrc: ["'self'", 'data:', ...(extra.imgSrc ?? [])],
        fontSrc: ["'self'"],
        connectSrc: [
          "'self'",
          ...(abOrigin ? [abOrigin] : []),
          ...(options.development ? ['ws:'] : []),
          ...(extra.connectSrc ?? []),
        ],
        ...(extra.frameSrc ? { frameSrc: ["'self'", ...extra.frameSrc] } : {}),
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
