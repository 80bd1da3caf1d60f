import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimiters } from './rate-limiters.ts';

export type LoginAttempt =
  | { kind: 'locked'; retryAfterMs: number }
  | {
      kind: 'counted';
      /** logged in: the account's consecutive failures start afresh, the address is refunded */
      succeeded(): Promise<void>;
      /** the product API could not tell (down, broken answer): the attempt counts for nothing */
      undecided(): Promise<void>;
    };

/** 0 when a point could be taken, else how long the key stays locked. */
async function waitBefore(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
    throw rejection;
  }
}

/**
 * Failed logins per account and per address. Each attempt takes its point *before* the product
 * API is asked, and gets it back if it succeeds: a burst of parallel guesses cannot slip past
 * the count, and a locked account or address costs the API nothing.
 */
export function loginLimits(limiters: Pick<RateLimiters, 'loginPerAccount' | 'loginPerIp'>) {
  const { loginPerAccount: perAccount, loginPerIp: perIp } = limiters;
  return async function beginLogin(identifier: string, address: string): Promise<LoginAttempt> {
    const account = identifier.toLowerCase();
    const addressWait = await waitBefore(perIp, address);
    if (addressWait > 0) return { kind: 'locked', retryAfterMs: addressWait };
    const accountWait = account ? await waitBefore(perAccount, account) : 0;
    if (accountWait > 0) {
      // refused before the API was asked: no attempt of this address
      await perIp.reward(address);
      return { kind: 'locked', retryAfterMs: accountWait };
    }
    return {
      kind: 'counted',
      async succeeded() {
        await Promise.all([perIp.reward(address), account ? perAccount.delete(account) : null]);
      },
      async undecided() {
        await Promise.all([perIp.reward(address), account ? perAccount.reward(account) : null]);
      },
    };
  };
}
