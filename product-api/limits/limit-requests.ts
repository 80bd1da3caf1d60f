import type { Request, RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/api-error.ts';

/**
 * Spends one point of `limiter` for the key of each request, and answers 429 (README "Limits")
 * once they are spent. A request without a key (`undefined`) is not counted.
 */
export function limitRequests(
  limiter: RateLimiterAbstract,
  keyOf: (req: Request) => string | undefined,
): RequestHandler {
  return async (req, _res, next) => {
    const key = keyOf(req);
    if (key !== undefined) await spend(limiter, key);
    next();
  };
}

/** Consumes one point; a refusal becomes the 429, a store's failure stays an error. */
export async function spend(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext);
    throw rejection;
  }
}
