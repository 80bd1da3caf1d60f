import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApi, type TestApi } from './support/start-test-api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.stop());

const errorMessage = (body: { error: { message: string } }) => body.error.message;

describe('POST /auth/local', () => {
  it('logs the fixtures in with a signed JWT and a user without secrets', async () => {
    const response = await t.request
      .post('/api/auth/local')
      .send({ identifier: 'abonne@example.fr', password: 'motdepasse' })
      .expect(200);
    expect(response.body.jwt.split('.')).toHaveLength(3);
    expect(response.body.user).toMatchObject({
      email: 'abonne@example.fr',
      first_name: 'Claire',
      blocked: false,
    });
    expect(response.body.user).not.toHaveProperty('password');
    expect(response.body.user).not.toHaveProperty('reset_password_code');
    await login(t.request, 'prospect@example.fr');
  });

  it('accepts the identifier in any case', async () => {
    await login(t.request, 'ABONNE@example.fr');
  });

  it.each([
    [{ identifier: 'abonne@example.fr', password: 'mauvais' }, 'Invalid identifier or password'],
    [
      { identifier: 'personne@example.fr', password: 'motdepasse' },
      'Invalid identifier or password',
    ],
    [{ identifier: 'abonne@example.fr' }, 'Identifier or password is a required field'],
    [{ identifier: '', password: 'motdepasse' }, 'Identifier or password is a required field'],
    [
      { identifier: ['abonne@example.fr'], password: 'motdepasse' },
      'Identifier or password is a required field',
    ],
  ])('refuses %j with « %s »', async (credentials, message) => {
    const response = await t.request.post('/api/auth/local').send(credentials).expect(400);
    expect(errorMessage(response.body)).toBe(message);
  });

  it('refuses the blocked account (spec §8)', async () => {
    const response = await t.request
      .post('/api/auth/local')
      .send({ identifier: 'bloque@example.fr', password: 'motdepasse' })
      .expect(400);
    expect(errorMessage(response.body)).toBe('Account blocked by an administrator');
  });
});

describe('GET /users/me', () => {
  it('returns the user with subscriptions and loyalty when populated (spec §7)', async () => {
    const jwt = await login(t.request, 'abonne@example.fr');
    const response = await t.request
      .get(
        '/api/users/me?populate[subscriptions][fields][0]=funnel_completed&populate[loyalty][fields][0]=vip_tier_name',
      )
      .set('Authorization', `Bearer ${jwt}`)
      .expect(200);
    expect(response.body).toMatchObject({
      email: 'abonne@example.fr',
      adyen_shopper_reference: expect.any(String),
      loyalty: { vip_tier_name: 'Gourmet' },
    });
    expect(response.body.subscriptions[0]).toMatchObject({
      funnel_completed: true,
      suspended: false,
      paused: false,
      suspended_date: null,
      paused_date: null,
      subscription_setting: { quantity: 4 },
    });
  });

  it('shows the prospect without subscription nor tier', async () => {
    const jwt = await login(t.request, 'prospect@example.fr');
    const response = await t.request
      .get('/api/users/me?populate=*')
      .set('Authorization', `Bearer ${jwt}`)
      .expect(200);
    expect(response.body.subscriptions).toEqual([]);
    expect(response.body.loyalty.vip_tier_name).toBeNull();
    expect(response.body.adyen_shopper_reference).toBeNull();
  });

  it('refuses anonymous, forged, expired and malformed tokens with a 401', async () => {
    await t.request.get('/api/users/me').expect(401);
    const forged = await new SignJWT({ id: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret'));
    expect(
      errorMessage(
        (await t.request.get('/api/users/me').set('Authorization', `Bearer ${forged}`).expect(401))
          .body,
      ),
    ).toBe('Invalid token');
    const expired = await new SignJWT({ id: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('test-secret-for-tests-only'));
    expect(
      errorMessage(
        (await t.request.get('/api/users/me').set('Authorization', `Bearer ${expired}`).expect(401))
          .body,
      ),
    ).toBe('Token expired');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"id":1}').toString('base64url')}.`;
    await t.request.get('/api/users/me').set('Authorization', `Bearer ${unsigned}`).expect(401);
    await t.request.get('/api/users/me').set('Authorization', 'Basic YWJjOmRlZg==').expect(401);
    await t.request.get('/api/users/me').set('Authorization', 'Bearer ').expect(401);
  });

  it('refuses even public calls that carry a bad token, so the site logs out (spec §4)', async () => {
    await t.request.get('/api/pages').set('Authorization', 'Bearer not.a.jwt').expect(401);
  });
});

describe('registration and password reset', () => {
  it('registers a new customer who can then log in', async () => {
    const response = await t.request
      .post('/api/auth/local/register')
      .send({
        email: 'nouvelle@example.fr',
        password: 'secret123',
        first_name: 'Inès',
        last_name: 'Roux',
      })
      .expect(200);
    expect(response.body.user).toMatchObject({
      email: 'nouvelle@example.fr',
      first_name: 'Inès',
      username: 'nouvelle@example.fr',
    });
    await login(t.request, 'nouvelle@example.fr', 'secret123');
  });

  it.each([
    [{ email: 'abonne@example.fr', password: 'secret123' }, 'Email already taken'],
    [
      { email: 'abonne@example.fr', username: 'prospect@example.fr', password: 'secret123' },
      'Email or username already taken',
    ],
    [
      { email: 'autre@example.fr', username: 'abonne@example.fr', password: 'secret123' },
      'Username already taken',
    ],
    [{ email: 'court@example.fr', password: 'abc' }, 'Password under 6 characters'],
    [{ email: 'court@example.fr' }, 'Missing password or identifier'],
  ])('refuses %j with « %s »', async (body, message) => {
    const response = await t.request.post('/api/auth/local/register').send(body).expect(400);
    expect(errorMessage(response.body)).toBe(message);
  });

  it('resets a password with the code written to the log', async () => {
    await t.request
      .post('/api/auth/forgot-password')
      .send({ email: 'prospect@example.fr' })
      .expect(200);
    await t.request
      .post('/api/auth/forgot-password')
      .send({ email: 'inconnu@example.fr' })
      .expect(200);
    const entry = t.logs.find(
      (line) => line.msg === 'password reset code' && line.email === 'prospect@example.fr',
    );
    const code = String(entry?.code);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.request
      .post('/api/auth/reset-password')
      .send({
        email: 'prospect@example.fr',
        code: code === '000000' ? '111111' : '000000',
        password: 'nouveau1',
        passwordConfirmation: 'nouveau1',
      })
      .expect(400);
    expect(errorMessage(wrong.body)).toBe('Incorrect code provided');
    const done = await t.request
      .post('/api/auth/reset-password')
      .send({
        email: 'prospect@example.fr',
        code,
        password: 'nouveau1',
        passwordConfirmation: 'nouveau1',
      })
      .expect(200);
    expect(done.body.user.email).toBe('prospect@example.fr');
    await login(t.request, 'prospect@example.fr', 'nouveau1');
    const reused = await t.request
      .post('/api/auth/reset-password')
      .send({
        email: 'prospect@example.fr',
        code,
        password: 'encore12',
        passwordConfirmation: 'encore12',
      })
      .expect(400);
    expect(errorMessage(reused.body)).toBe('Incorrect code provided');
  });

  it('checks whether an email is already a customer', async () => {
    const known = await t.request
      .post('/api/user/check-existing-email?source=funnel')
      .send({ data: { email: 'abonne@example.fr' } })
      .expect(200);
    expect(known.body.data.exists).toBe(true);
    const unknown = await t.request
      .post('/api/user/check-existing-email')
      .send({ data: { email: 'jamais@example.fr' } })
      .expect(200);
    expect(unknown.body.data.exists).toBe(false);
    await t.request
      .post('/api/user/check-existing-email')
      .send({ data: { email: 'pas une adresse' } })
      .expect(400);
  });
});

describe('the access log', () => {
  it('writes the method, path and status of a call, never its bearer token', async () => {
    const jwt = await login(t.request, 'abonne@example.fr');
    await t.request.get('/api/users/me').set('Authorization', `Bearer ${jwt}`).expect(200);
    const line = t.logs.findLast((entry) => entry.msg === 'request completed');
    expect(line?.req).toMatchObject({ method: 'GET', url: '/api/users/me' });
    expect(line?.res).toEqual({ statusCode: 200 });
    expect(JSON.stringify(t.logs)).not.toContain(jwt);
  });
});
