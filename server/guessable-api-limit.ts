import type { RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyAttemptsMessage } from '../shared/site-error-messages.ts';
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

/** A request to a guessable endpoint (any method), or a write to a guessable write. */
function isGuessed(method: string, url: string): boolean {
  const path = canonicalPath(url);
  return (
    guessable.some((pattern) => pattern.test(path)) ||
    (!reading.has(method) && guessableWrites.some((pattern) => pattern.test(path)))
  );
}

/** A guessed request takes a point of the visitor's address, through the proxy. */
export function guessableApiLimit(limiter: RateLimiterAbstract): RequestHandler {
  return async (req, res, next) => {
    // the path under the base path (ADR 051), as the proxy forwards it
    if (!isGuessed(req.method, req.url)) return next();
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

/**
 * The same count for the calls a page's route action makes on the visitor's behalf (a form
 * sent before JavaScript: a first order's codes, a newsletter sign-up): `send` for the product
 * API at `apiUrl`, where a guessed call takes a point of `address` first and, refused, is
 * answered 429 without leaving. The form is not a way around the proxy's limit.
 */
export function guessesCounted(
  send: typeof fetch,
  options: { limiter: RateLimiterAbstract; address: string; apiUrl: string },
): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = url.startsWith(options.apiUrl) ? url.slice(options.apiUrl.length) : url;
    if (isGuessed(init?.method ?? 'GET', path)) {
      try {
        await options.limiter.consume(addressKey(options.address));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const message = tooManyAttemptsMessage(rejection.msBeforeNext);
        return Response.json({ error: { status: 429, message } }, { status: 429 });
      }
    }
    return send(input, init);
  };
}
