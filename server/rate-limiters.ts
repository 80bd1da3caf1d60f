import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from './config.ts';

/**
 * Every counter the site keeps against guessing (logins, promo codes, e-mail checks…), built in
 * this one place. They live in this process's memory: when the site runs on several machines,
 * build them here from a shared store instead (`RateLimiterRedis` with the same options, and an
 * in-memory `insuranceLimiter` for when the store is down) — nothing else changes, the rest of
 * the site only knows `RateLimiterAbstract`.
 */
export interface RateLimiters {
  /** attempts per account (the identifier lower-cased); a success deletes the key */
  loginPerAccount: RateLimiterAbstract;
  /** failed attempts per visitor address */
  loginPerIp: RateLimiterAbstract;
  /** every request per visitor address to the product API's guessable endpoints */
  guessableApiPerIp: RateLimiterAbstract;
}

const hourSeconds = 60 * 60;
// failures on one account count for a day unless a success comes first
const daySeconds = 24 * hourSeconds;

export function createRateLimiters(config: Config): RateLimiters {
  return {
    loginPerAccount: new RateLimiterMemory({
      keyPrefix: 'login-account',
      points: config.RATE_LIMIT_LOGIN_ACCOUNT_FAILURES,
      duration: daySeconds,
      blockDuration: config.RATE_LIMIT_LOGIN_LOCK_SECONDS,
    }),
    loginPerIp: new RateLimiterMemory({
      keyPrefix: 'login-ip',
      points: config.RATE_LIMIT_LOGIN_IP_FAILURES_PER_HOUR,
      duration: hourSeconds,
      blockDuration: config.RATE_LIMIT_LOGIN_LOCK_SECONDS,
    }),
    guessableApiPerIp: new RateLimiterMemory({
      keyPrefix: 'guessable-api-ip',
      points: config.RATE_LIMIT_API_REQUESTS_PER_IP,
      duration: config.RATE_LIMIT_API_WINDOW_SECONDS,
    }),
  };
}
