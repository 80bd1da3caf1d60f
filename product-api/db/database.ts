import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
} from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './schema.ts';
import { busyTimeoutMs, retryWhileBusy } from './write-transaction.ts';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The database: Kysely builds typed SQL (compile only), better-sqlite3 runs it synchronously.
 * Synchronous calls keep transactions trivially atomic and answer in microseconds.
 */
export interface Store {
  readonly sqlite: BetterSqlite3.Database;
  readonly db: Kysely<Database>;
  all<R>(query: Compilable<R>): R[];
  first<R>(query: Compilable<R>): R | undefined;
  run(query: Compilable<unknown>): BetterSqlite3.RunResult;
  /** runs an INSERT and answers the new row's id */
  insertId(query: Compilable<unknown>): number;
  transaction<T>(work: () => T): T;
  /**
   * A write transaction (BEGIN IMMEDIATE) for the request paths: while another connection holds
   * the write lock it is retried after timers, never by a blocking wait, and gives up after about
   * two seconds with DatabaseBusyError (a 503). `work` must be synchronous and may run again.
   */
  write<T>(work: () => T): Promise<T>;
  close(): void;
}

export function openStore(file: string, logger?: Logger): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  // at start-up nothing is served yet: migrations may wait for another process's lock
  sqlite.pragma('busy_timeout = 5000');
  migrate(sqlite);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);

  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (query: Compilable<unknown>) => {
    const { sql, parameters } = query.compile();
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return { statement, parameters: parameters as unknown[] };
  };

  return {
    sqlite,
    db,
    all<R>(query: Compilable<R>) {
      const { statement, parameters } = prepare(query);
      return statement.all(...parameters) as R[];
    },
    first<R>(query: Compilable<R>) {
      const { statement, parameters } = prepare(query);
      return statement.get(...parameters) as R | undefined;
    },
    run(query) {
      const { statement, parameters } = prepare(query);
      return statement.run(...parameters);
    },
    insertId(query) {
      const { statement, parameters } = prepare(query);
      return Number(statement.run(...parameters).lastInsertRowid);
    },
    transaction: (work) => sqlite.transaction(work)(),
    write: (work) =>
      retryWhileBusy(
        () => sqlite.transaction(work).immediate(),
        () => logger?.warn('database busy, retrying the write'),
      ),
    close: () => sqlite.close(),
  };
}

/**
 * Applies the numbered SQL files of migrations/ that the database has not seen yet. Foreign keys
 * are off meanwhile (they cannot change inside a transaction), so that a migration may rebuild a
 * table others refer to, as SQLite's « 12 steps » do; each is checked before it commits.
 */
function migrate(sqlite: BetterSqlite3.Database): void {
  const applied = sqlite.pragma('user_version', { simple: true }) as number;
  const files = readdirSync(migrationsDir)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort();
  sqlite.pragma('foreign_keys = OFF');
  for (const name of files) {
    const version = Number(name.slice(0, 3));
    if (version <= applied) continue;
    const sql = readFileSync(join(migrationsDir, name), 'utf8');
    sqlite.transaction(() => {
      sqlite.exec(sql);
      const broken = sqlite.pragma('foreign_key_check') as unknown[];
      if (broken.length > 0) throw new Error(`migration ${name} breaks foreign keys`);
      sqlite.pragma(`user_version = ${version}`);
    })();
  }
}
