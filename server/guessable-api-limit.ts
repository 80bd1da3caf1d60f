import type { RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { answerTooManyAttempts } from './too-many-attempts.ts';
import { addressKey, visitorAddress } from './visitor-address.ts';

// The product API's endpoints whose answer tells a guesser something: a password, an account's
// existence, a reset code, a promo code, a gift card's number or whether an address is on the
// newsletter's list (« This attribute must be unique », spec §7). A profile change may carry a
// new e-mail (« Email already taken »): its writes count, not its reads (ADR 048); so does a
// first order, whose refusal says which of its codes does not exist.
const guessable = [
  /^\/api\/auth\/local(\/register)?$/,
  /^\/api\/auth\/(forgot|reset|change)-password$/,
  /^\/api\/user\/check-existing-email$/,
  /^\/api\/discounts\/[^/]+\/check$/,
  /^\/api\/discounts\/add-gift-card\/[^/]+$/,
  /^\/api\/newsletter-subscriptions$/,
];
const guessableWrites = [/^\/api\/users\/me$/, /^\/api\/orders$/];
const reading = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The path as a router could read it: decoded, lower-cased, without empty segments or a
 * trailing slash — the product API's router ignores case and a trailing slash, so
 * `/api/AUTH/local/` must count as `/api/auth/local`.
 */
function canonicalPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return `/${decoded.join('/')}`.toLowerCase();
}

/**
 * Every request to a guessable endpoint (any method), and every write to a guessable write,
 * takes a point of the visitor's address.
 */
export function guessableApiLimit(limiter: RateLimiterAbstract): RequestHandler {
  return async (req, res, next) => {
    // the path under the base path (ADR 051), as the proxy forwards it
    const path = canonicalPath(req.url);
    const guessed =
      guessable.some((pattern) => pattern.test(path)) ||
      (!reading.has(req.method) && guessableWrites.some((pattern) => pattern.test(path)));
    if (!guessed) return next();
    try {
      await limiter.consume(addressKey(visitorAddress(req)));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      answerTooManyAttempts(res, rejection.msBeforeNext);
      return;
    }
    next();
  };
}
