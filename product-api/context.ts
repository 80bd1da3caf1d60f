import type { Logger } from 'pino';
import type { Tokens } from './auth/tokens.ts';
import type { Store } from './db/database.ts';
import type { RateLimiters } from './limits/rate-limiters.ts';
import type { Finder } from './query/find.ts';

/** What every route of the product API works with. */
export interface ApiContext {
  store: Store;
  finder: Finder;
  tokens: Tokens;
  /** the limits of README "Limits", counted in memory or in a shared store */
  rateLimiters: RateLimiters;
  logger: Logger;
  /** the clock, so that tests can set the date that menus and deadlines depend on */
  now: () => Date;
}
