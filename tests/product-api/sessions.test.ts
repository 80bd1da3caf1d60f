import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApi, type TestApi } from './support/start-test-api.ts';

// README "Sessions": every token carries the user's token version; a logout or a password reset
// bumps it, and the tokens signed before are refused on every authenticated call.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.stop());

const me = (jwt: string) => t.request.get('/api/users/me').set('Authorization', `Bearer ${jwt}`);
const logout = (jwt: string) =>
  t.request.post('/api/auth/logout').set('Authorization', `Bearer ${jwt}`);

describe('POST /auth/logout', () => {
  it('answers 204, after which the token reads nothing', async () => {
    const jwt = await login(t.request, 'abonne@example.fr');
    await me(jwt).expect(200);
    await logout(jwt).expect(204);
    const refused = await me(jwt).expect(401);
    expect(refused.body.error.message).toBe('Invalid token');
    await t.request.get('/api/orders').set('Authorization', `Bearer ${jwt}`).expect(401);
    await logout(jwt).expect(401);
    await me(await login(t.request, 'abonne@example.fr')).expect(200);
  });

  it('ends the sessions of every device', async () => {
    const phone = await login(t.request, 'prospect@example.fr');
    const laptop = await login(t.request, 'prospect@example.fr');
    await logout(laptop).expect(204);
    await me(phone).expect(401);
    await me(laptop).expect(401);
  });

  it('needs a valid token', async () => {
    const anonymous = await t.request.post('/api/auth/logout').expect(401);
    expect(anonymous.body.error).toMatchObject({ status: 401, name: 'UnauthorizedError' });
    await logout('not.a.jwt').expect(401);
  });
});

describe('tokens', () => {
  it('refuses a genuine token without a token version (signed before sessions could end)', async () => {
    const jwt = await login(t.request, 'abonne@example.fr');
    const { id } = (await me(jwt).expect(200)).body as { id: number };
    const unversioned = await new SignJWT({ id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('test-secret-for-tests-only'));
    const refused = await me(unversioned).expect(401);
    expect(refused.body.error.message).toBe('Invalid token');
  });

  it('tells a blocked account so, whatever its token, logout included (spec §8)', async () => {
    await t.request
      .post('/api/auth/local/register')
      .send({ email: 'bientot-bloque@example.fr', password: 'secret123' })
      .expect(200);
    const ended = await login(t.request, 'bientot-bloque@example.fr', 'secret123');
    await logout(ended).expect(204);
    const current = await login(t.request, 'bientot-bloque@example.fr', 'secret123');
    t.api.store.sqlite
      .prepare("UPDATE users SET blocked = 1 WHERE email = 'bientot-bloque@example.fr'")
      .run();
    for (const jwt of [current, ended]) {
      const refused = await me(jwt).expect(401);
      expect(refused.body.error.message).toBe('Account blocked by an administrator');
    }
    const refused = await logout(current).expect(401);
    expect(refused.body.error.message).toBe('Account blocked by an administrator');
  });
});
