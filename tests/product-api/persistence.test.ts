import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startProductApi } from '../../product-api/start-product-api.ts';
import { login, startTestApi } from './support/start-test-api.ts';

const dir = mkdtempSync(join(tmpdir(), 'product-api-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the database file', () => {
  it('keeps what the API wrote across a restart, and --reset seeds it anew', async () => {
    const first = await startTestApi({ dir });
    await first.request
      .post('/api/auth/local/register')
      .send({ email: 'reste@example.fr', password: 'secret123' })
      .expect(200);
    const seeded = first.logs.some((line) => line.msg === 'database seeded');
    await first.stop();
    expect(seeded).toBe(true);

    const second = await startTestApi({ dir });
    await login(second.request, 'reste@example.fr', 'secret123');
    expect(second.logs.some((line) => line.msg === 'database seeded')).toBe(false);
    await second.stop();

    const reset = await startProductApi({
      port: 0,
      dbFile: second.dbFile,
      reset: true,
      jwtSecret: 'x',
      logger: pino({ level: 'silent' }),
    });
    const count = reset.store.sqlite
      .prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'reste@example.fr'")
      .get() as { n: number };
    expect(count.n).toBe(0);
    expect(
      (reset.store.sqlite.prepare('SELECT COUNT(*) AS n FROM recipes').get() as { n: number }).n,
    ).toBeGreaterThanOrEqual(120);
    await reset.close();
  });
});
