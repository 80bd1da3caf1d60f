import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import supertest from 'supertest';
import {
  startProductApi,
  type ProductApiSettings,
  type RunningProductApi,
} from '../../../product-api/start-product-api.ts';

export interface TestApi {
  api: RunningProductApi;
  request: ReturnType<typeof supertest>;
  /** JSON log lines the API wrote (info and above) */
  logs: Record<string, unknown>[];
  dbFile: string;
  stop(): Promise<void>;
}

/** The real embedded API on a free port with a fresh temporary database. */
export async function startTestApi(
  options: { now?: () => Date; dir?: string } & Pick<
    ProductApiSettings,
    'rateLimits' | 'trustProxy'
  > = {},
): Promise<TestApi> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'product-api-test-'));
  const logs: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const dbFile = join(dir, 'api.sqlite');
  const api = await startProductApi({
    port: 0,
    dbFile,
    logger,
    jwtSecret: 'test-secret-for-tests-only',
    now: options.now,
    rateLimits: options.rateLimits,
    trustProxy: options.trustProxy,
  });
  return {
    api,
    request: supertest(api.url),
    logs,
    dbFile,
    async stop() {
      await api.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function login(
  request: TestApi['request'],
  identifier: string,
  password = 'motdepasse',
) {
  const response = await request.post('/api/auth/local').send({ identifier, password }).expect(200);
  return (response.body as { jwt: string }).jwt;
}
