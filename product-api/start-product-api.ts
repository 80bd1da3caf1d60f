import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { pino, type Logger } from 'pino';
import { createProductApiApp } from './app.ts';
import { jwtSecretFromEnv, resolveJwtSecret } from './auth/jwt-secret.ts';
import { decoyHash } from './auth/passwords.ts';
import { createTokens } from './auth/tokens.ts';
import { rateLimitsFromEnv, type RateLimits } from './config/rate-limits.ts';
import { trustProxyFromEnv, type TrustProxy } from './config/trust-proxy.ts';
import type { ApiContext } from './context.ts';
import { openStore, type Store } from './db/database.ts';
import { createUploadsRouter } from './images/uploads-router.ts';
import { createRateLimiters, type RateLimiterFactory } from './limits/rate-limiters.ts';
import { Finder } from './query/find.ts';
import { isSeeded, seedDatabase } from './seed/seed.ts';
import type { CoverArt } from './seed/types.ts';

export interface ProductApiSettings {
  /** 0 picks a free port */
  port: number;
  dbFile: string;
  host?: string;
  /** drop the database and seed it anew */
  reset?: boolean;
  logger?: Logger;
  jwtSecret?: string;
  now?: () => Date;
  /** override the PRODUCT_API_RATE_… variables (README "Limits"), e.g. small limits in tests */
  rateLimits?: Partial<RateLimits>;
  /** shared limiters (RateLimiterRedis…) when several machines serve the API; memory otherwise */
  createRateLimiter?: RateLimiterFactory;
  /** overrides PRODUCT_API_TRUST_PROXY (default `loopback`) */
  trustProxy?: TrustProxy;
}

export interface RunningProductApi {
  /** base URL, without /api */
  url: string;
  port: number;
  store: Store;
  close(): Promise<void>;
}

export async function startProductApi(settings: ProductApiSettings): Promise<RunningProductApi> {
  const logger =
    settings.logger ?? pino({ name: 'product-api', level: process.env.LOG_LEVEL ?? 'info' });
  const now = settings.now ?? (() => new Date());
  // configuration first: a bad variable stops start-up before anything is touched
  const rateLimits = { ...rateLimitsFromEnv(process.env), ...settings.rateLimits };
  const trustProxy = settings.trustProxy ?? trustProxyFromEnv(process.env.PRODUCT_API_TRUST_PROXY);
  const jwtSecret = settings.jwtSecret ?? jwtSecretFromEnv(process.env.PRODUCT_API_JWT_SECRET);
  if (settings.reset && settings.dbFile !== ':memory:') {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(`${settings.dbFile}${suffix}`, { force: true });
  }
  const store = openStore(settings.dbFile, logger);
  if (!isSeeded(store)) {
    const started = performance.now();
    await seedDatabase(store, now());
    logger.info({ ms: Math.round(performance.now() - started) }, 'database seeded');
  }

  const ctx: ApiContext = {
    store,
    finder: new Finder(store.sqlite),
    tokens: createTokens(resolveJwtSecret(settings.dbFile, jwtSecret)),
    rateLimiters: createRateLimiters(rateLimits, settings.createRateLimiter),
    logger,
    now,
  };
  // the first login for an unknown e-mail should not be the one that waits for the decoy
  await decoyHash();
  const cacheDir =
    settings.dbFile === ':memory:'
      ? join(tmpdir(), 'product-api-uploads')
      : join(dirname(settings.dbFile), 'uploads');
  const uploads = createUploadsRouter({
    cacheDir,
    findCover(hash) {
      const row = store.first(
        store.db.selectFrom('uploads').select('art').where('hash', '=', hash),
      );
      if (!row?.art) return undefined;
      const { seed, ...art } = JSON.parse(row.art) as CoverArt & { seed: string };
      return { art, seed };
    },
  });
  const app = createProductApiApp(ctx, { uploads, trustProxy });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(settings.port, settings.host ?? '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  const host = settings.host ?? '127.0.0.1';
  logger.info({ port }, 'product API listening');
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    store,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => {
          store.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
