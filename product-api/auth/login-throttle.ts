import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { spend } from '../limits/limit-requests.ts';

export interface LoginThrottle {
  /** Takes a point from the address, then from the account; a 429 once either is spent. */
  attempt(account: string, address: string): Promise<void>;
  /** A right password: the account's count starts again, the address gets its point back. */
  succeeded(account: string, address: string): Promise<void>;
}

/**
 * rate-limiter-flexible's « login endpoint protection »: consecutive failures per account and
 * failures per address. The point is taken before the password is verified, so that a locked
 * account costs no argon2 work and a burst of parallel guesses cannot slip past the count. The
 * account is counted whether it exists or not: a lock says nothing about which e-mails exist.
 */
export function loginThrottle(
  byAccount: RateLimiterAbstract,
  byAddress: RateLimiterAbstract,
): LoginThrottle {
  return {
    async attempt(account, address) {
      // the address first: once it is locked, it no longer wears other people's accounts down
      await spend(byAddress, address);
      await spend(byAccount, account);
    },
    async succeeded(account, address) {
      await Promise.all([byAccount.delete(account), byAddress.reward(address)]);
    },
  };
}

/** The identifier as the per-account limit counts it: the same account in any case. */
export const accountKey = (identifier: string) => identifier.trim().toLowerCase();
