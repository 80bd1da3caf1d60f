import BetterSqlite3 from 'better-sqlite3';
import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHandler } from '../../product-api/http/error-handler.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';

// The API's writes meet other writers: another request of its own, or another connection to the
// same file. A race answers the spec §8 message, a held lock is waited for with timers (the event
// loop keeps serving) and, past about two seconds, a 503; never a 500.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({
    rateLimits: { registrationsPerIp: { points: 100, durationSeconds: 3600 } },
  });
});
afterAll(() => t.stop());

const register = (email: string) =>
  t.request.post('/api/auth/local/register').send({ email, password: 'secret123' });

/** Another connection to the database file, holding its write lock until released. */
function holdWriteLock() {
  const other = new BetterSqlite3(t.dbFile);
  other.exec('BEGIN IMMEDIATE');
  return () => {
    other.exec('ROLLBACK');
    other.close();
  };
}

/** Counts the turns of the event loop while `work` runs. */
async function countTicks<T>(work: () => Promise<T>): Promise<{ result: T; ticks: number }> {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 1);
  try {
    return { result: await work(), ticks };
  } finally {
    clearInterval(timer);
  }
}

describe('concurrent writes', () => {
  it('registers one of ten simultaneous registrations of an e-mail; the others hear it is taken', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => register('simultanee@example.fr')),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(400)]);
    for (const response of responses.filter((r) => r.status === 400))
      expect(response.body.error.message).toBe('Email already taken');
  });

  it('waits for a lock held by another connection while serving other requests', async () => {
    const release = holdWriteLock();
    let released = false;
    try {
      const { result, ticks } = await countTicks(async () => {
        const pending = register('patiente@example.fr').then((response) => response); // sent now
        // the write has met the lock and is waiting between attempts…
        await vi.waitFor(() =>
          expect(t.logs.some((line) => line.msg === 'database busy, retrying the write')).toBe(
            true,
          ),
        );
        // …and the API still answers, reading the database meanwhile
        await t.request.get('/api/discounts/BIENVENUE/check').expect(200);
        release();
        released = true;
        return pending;
      });
      expect(ticks).toBeGreaterThan(0);
      expect(result.status).toBe(200);
      expect(result.body.user.email).toBe('patiente@example.fr');
    } finally {
      if (!released) release();
    }
  });

  it('answers 503 when the lock is held for too long, and nothing was written', async () => {
    const release = holdWriteLock();
    try {
      const response = await register('trop-tard@example.fr');
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.body).toEqual({
        data: null,
        error: {
          status: 503,
          name: 'ServiceUnavailableError',
          message: 'Service Unavailable',
          details: {},
        },
      });
    } finally {
      release();
    }
    await t.request
      .post('/api/user/check-existing-email')
      .send({ data: { email: 'trop-tard@example.fr' } })
      .expect(200)
      .expect((response) => expect(response.body.data.exists).toBe(false));
  });
});

describe('the error handler', () => {
  it('answers a unique field written twice with the spec §8 message, never a 500', async () => {
    const app = express();
    app.get('/twice', () => {
      throw new BetterSqlite3.SqliteError(
        'UNIQUE constraint failed: gift_cards.code',
        'SQLITE_CONSTRAINT_UNIQUE',
      );
    });
    app.use(errorHandler(pino({ level: 'silent' })));
    const response = await supertest(app).get('/twice').expect(400);
    expect(response.body.error).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'This attribute must be unique',
      details: { errors: [{ path: ['code'], message: 'This attribute must be unique' }] },
    });
  });
});
