import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitName, RateLimits } from '../config/rate-limits.ts';

export type RateLimiters = Record<RateLimitName, RateLimiterAbstract>;

export interface RateLimiterOptions {
  /** one per limit, so that limits can share a store */
  keyPrefix: string;
  points: number;
  /** seconds */
  duration: number;
  /** seconds a key stays refused once it went over; 0 until the window ends */
  blockDuration: number;
}

/**
 * Makes one limiter. Memory by default: right for one process. Several machines behind a load
 * balancer pass a factory of shared limiters instead (e.g. `new RateLimiterRedis({ storeClient,
 * ...options })`), through `startProductApi({ createRateLimiter })`.
 */
export type RateLimiterFactory = (options: RateLimiterOptions) => RateLimiterAbstract;

export const memoryRateLimiter: RateLimiterFactory = (options) => new RateLimiterMemory(options);

// a locked login stays locked a whole window after the failure that locked it
const blockedForAWindow = new Set<RateLimitName>(['loginFailsPerAccount', 'loginFailsPerIp']);

/** The limiters of README "Limits". The only place that creates them. */
export function createRateLimiters(
  limits: RateLimits,
  create: RateLimiterFactory = memoryRateLimiter,
): RateLimiters {
  const entries = Object.entries(limits).map(([name, { points, durationSeconds }]) => [
    name,
    create({
      keyPrefix: `product-api-${name}`,
      points,
      duration: durationSeconds,
      blockDuration: blockedForAWindow.has(name as RateLimitName) ? durationSeconds : 0,
    }),
  ]);
  return Object.fromEntries(entries) as RateLimiters;
}
