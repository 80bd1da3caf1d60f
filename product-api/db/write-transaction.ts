import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseBusyError, isBusy } from './sqlite-errors.ts';

/**
 * How long SQLite itself waits for a lock. better-sqlite3 is synchronous, so this wait freezes
 * the event loop: it stays short, and longer waits happen in `retryWhileBusy`, between attempts.
 */
export const busyTimeoutMs = 50;
/** Past this, a write gives up with a 503 rather than keeping the visitor waiting. */
const retryBudgetMs = 2_000;
const firstDelayMs = 5;
const longestDelayMs = 200;

/**
 * Runs `attempt` (a whole write transaction) again while another connection holds the write lock,
 * sleeping with a jittered exponential backoff through timers, so that other requests are served
 * meanwhile. Throws DatabaseBusyError once the budget is spent.
 */
export async function retryWhileBusy<T>(
  attempt: () => T,
  onFirstBusy: () => void = () => {},
): Promise<T> {
  const started = performance.now();
  for (let retry = 0; ; retry += 1) {
    try {
      return attempt();
    } catch (error) {
      if (!isBusy(error)) throw error;
      if (retry === 0) onFirstBusy();
      const delay = Math.min(longestDelayMs, firstDelayMs * 2 ** retry) * (0.5 + Math.random() / 2);
      if (performance.now() - started + delay + busyTimeoutMs > retryBudgetMs)
        throw new DatabaseBusyError();
      await sleep(delay);
    }
  }
}
