import BetterSqlite3 from 'better-sqlite3';

/** SQLITE_BUSY and its extended codes: another connection holds the write lock. */
export function isBusy(error: unknown): boolean {
  return error instanceof BetterSqlite3.SqliteError && error.code.startsWith('SQLITE_BUSY');
}

/** The column of a failed UNIQUE constraint (`UNIQUE constraint failed: users.email`). */
export function uniqueViolation(error: unknown): { table: string; column: string } | undefined {
  if (!(error instanceof BetterSqlite3.SqliteError) || error.code !== 'SQLITE_CONSTRAINT_UNIQUE')
    return undefined;
  const match = /UNIQUE constraint failed: (\w+)\.(\w+)/.exec(error.message);
  return match?.[1] && match[2] ? { table: match[1], column: match[2] } : undefined;
}

/** A write that found the database locked for longer than the retries allow. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('the database stayed locked by another connection');
  }
}
