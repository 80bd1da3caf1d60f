import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApi, type TestApi } from './support/start-test-api.ts';

// README "Password reset": the code is matched only against the account its e-mail names, lives
// 15 minutes, and the fifth wrong try spends it; every failure reads « Incorrect code provided ».

let t: TestApi;
let clock = new Date('2026-11-16T09:00:00.000Z');
beforeAll(async () => {
  t = await startTestApi({ now: () => clock });
});
afterAll(() => t.stop());

const minutes = (n: number) => n * 60 * 1000;

/** Asks for a code and reads it from the log, as the README says. */
async function requestCode(email: string): Promise<string> {
  const before = t.logs.length;
  await t.request.post('/api/auth/forgot-password').send({ email }).expect(200);
  const entry = t.logs
    .slice(before)
    .find((line) => line.msg === 'password reset code' && line.email === email);
  return String(entry?.code);
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function reset(body: Record<string, unknown>) {
  return t.request
    .post('/api/auth/reset-password')
    .send({ password: 'nouveau12', passwordConfirmation: 'nouveau12', ...body });
}

async function expectIncorrectCode(body: Record<string, unknown>) {
  const response = await reset(body).expect(400);
  expect(response.body.error.message).toBe('Incorrect code provided');
}

describe('POST /auth/reset-password {email, code, password, passwordConfirmation}', () => {
  it('answers a working jwt for the right code with its e-mail, and ends older sessions', async () => {
    const before = await login(t.request, 'abonne@example.fr');
    const code = await requestCode('abonne@example.fr');
    const response = await reset({ email: 'abonne@example.fr', code }).expect(200);
    expect(response.body.user.email).toBe('abonne@example.fr');
    await t.request
      .get('/api/users/me')
      .set('Authorization', `Bearer ${response.body.jwt}`)
      .expect(200);
    const old = await t.request
      .get('/api/users/me')
      .set('Authorization', `Bearer ${before}`)
      .expect(401);
    expect(old.body.error.message).toBe('Invalid token');
    await login(t.request, 'abonne@example.fr', 'nouveau12');
  });

  it('refuses the right code sent with another e-mail', async () => {
    const code = await requestCode('prospect@example.fr');
    await expectIncorrectCode({ email: 'abonne@example.fr', code });
    await expectIncorrectCode({ email: 'inconnu@example.fr', code });
    await expectIncorrectCode({ code });
    await reset({ email: 'prospect@example.fr', code }).expect(200);
  });

  it('spends the code after five wrong tries: the right one then fails too', async () => {
    await t.request
      .post('/api/auth/local/register')
      .send({ email: 'essais@example.fr', password: 'secret123' })
      .expect(200);
    const right = await requestCode('essais@example.fr');
    for (let attempt = 0; attempt < 5; attempt += 1)
      await expectIncorrectCode({ email: 'essais@example.fr', code: otherCode(right) });
    await expectIncorrectCode({ email: 'essais@example.fr', code: right });
  });

  it('refuses a code 15 minutes after it was sent', async () => {
    await t.request
      .post('/api/auth/local/register')
      .send({ email: 'lente@example.fr', password: 'secret123' })
      .expect(200);
    await t.request
      .post('/api/auth/local/register')
      .send({ email: 'rapide@example.fr', password: 'secret123' })
      .expect(200);
    const slow = await requestCode('lente@example.fr');
    const quick = await requestCode('rapide@example.fr');
    clock = new Date(clock.getTime() + minutes(15) - 1000);
    await reset({ email: 'rapide@example.fr', code: quick }).expect(200);
    clock = new Date(clock.getTime() + 1000);
    await expectIncorrectCode({ email: 'lente@example.fr', code: slow });
  });
});
