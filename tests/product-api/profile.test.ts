import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApi, type TestApi } from './support/start-test-api.ts';

// README « Profile »: PUT /users/me changes the customer's own details, POST
// /auth/change-password their password; nothing is written on a refusal.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({
    now: () => new Date('2026-11-25T10:00:00Z'),
    rateLimits: { registrationsPerIp: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(() => t.stop());

let count = 0;
/** A new account, its token and address. */
async function newAccount() {
  count += 1;
  const email = `profil-${count}@example.fr`;
  const answer = await t.request
    .post('/api/auth/local/register')
    .send({ email, password: 'motdepasse', first_name: 'Léa', last_name: 'Martin' })
    .expect(200);
  return { email, jwt: (answer.body as { jwt: string }).jwt };
}

const me = (jwt: string) => t.request.get('/api/users/me').set('Authorization', `Bearer ${jwt}`);
const put = (jwt: string, body: unknown) =>
  t.request
    .put('/api/users/me')
    .set('Authorization', `Bearer ${jwt}`)
    .send(body as object);

describe('PUT /users/me', () => {
  it('changes the given fields, writes the phone as « 06 12 34 56 78 », and answers the user', async () => {
    const { jwt } = await newAccount();
    const answer = await put(jwt, {
      first_name: ' Zoé ',
      last_name: 'Durand',
      phone_number: '+33 6.12.34.56.78',
      birthday_date: '1990-05-17',
    }).expect(200);
    expect(answer.body).toMatchObject({
      first_name: 'Zoé',
      last_name: 'Durand',
      phone_number: '06 12 34 56 78',
      birthday_date: '1990-05-17',
    });
    expect(answer.body).not.toHaveProperty('password');
    expect((await me(jwt).expect(200)).body).toMatchObject({ first_name: 'Zoé' });
  });

  it('changes the e-mail (and a username that was it); the new address logs in', async () => {
    const { email, jwt } = await newAccount();
    const moved = `nouvelle-${email}`;
    await put(jwt, { email: moved }).expect(200);
    expect((await me(jwt).expect(200)).body).toMatchObject({ email: moved, username: moved });
    await login(t.request, moved);
    await t.request
      .post('/api/auth/local')
      .send({ identifier: email, password: 'motdepasse' })
      .expect(400);
  });

  it('refuses an address of another account, « Email already taken », nothing written', async () => {
    const { jwt } = await newAccount();
    const answer = await put(jwt, { first_name: 'Autre', email: 'ABONNE@example.fr' }).expect(400);
    expect(answer.body.error).toMatchObject({
      name: 'ApplicationError',
      message: 'Email already taken',
    });
    expect((await me(jwt).expect(200)).body.first_name).toBe('Léa');
  });

  it.each([
    [{ first_name: '' }, 'first_name'],
    [{ last_name: '   ' }, 'last_name'],
    [{ phone_number: '12' }, 'phone_number'],
    [{ email: 'pas-une-adresse' }, 'email'],
    [{ birthday_date: '2026-11-25' }, 'birthday_date'],
    [{ birthday_date: '1990-02-31' }, 'birthday_date'],
    [{ password: 'nouveau1' }, ''],
    [{ blocked: false }, ''],
  ])('refuses %j with details.errors, nothing written', async (body, path) => {
    const { jwt } = await newAccount();
    const before = (await me(jwt).expect(200)).body as Record<string, unknown>;
    const answer = await put(jwt, { last_name: 'Changé', ...body }).expect(400);
    expect(answer.body.error.name).toBe('ValidationError');
    const errors = answer.body.error.details.errors as { path: string[] }[];
    expect(errors.length).toBeGreaterThan(0);
    if (path) expect(errors.map((error) => error.path[0])).toContain(path);
    expect((await me(jwt).expect(200)).body).toEqual(before);
  });

  it('clears the phone and the birthday with null', async () => {
    const { jwt } = await newAccount();
    await put(jwt, { phone_number: '0612345678', birthday_date: '1990-05-17' }).expect(200);
    const answer = await put(jwt, { phone_number: null, birthday_date: null }).expect(200);
    expect(answer.body).toMatchObject({ phone_number: null, birthday_date: null });
  });

  it('needs a session', async () => {
    await t.request.put('/api/users/me').send({ first_name: 'X' }).expect(401);
  });
});

describe('POST /auth/change-password', () => {
  const change = (jwt: string, body: Record<string, string>) =>
    t.request.post('/api/auth/change-password').set('Authorization', `Bearer ${jwt}`).send(body);

  it('changes it, ends the other sessions and answers the token of a new one', async () => {
    const { email, jwt } = await newAccount();
    const other = await login(t.request, email);
    const answer = await change(jwt, {
      currentPassword: 'motdepasse',
      password: 'nouveau-secret',
      passwordConfirmation: 'nouveau-secret',
    }).expect(200);
    const fresh = (answer.body as { jwt: string }).jwt;
    expect(answer.body.user).toMatchObject({ email });
    await me(fresh).expect(200);
    await me(jwt).expect(401);
    await me(other).expect(401);
    await login(t.request, email, 'nouveau-secret');
  });

  it('refuses a wrong current password, nothing written', async () => {
    const { email, jwt } = await newAccount();
    const answer = await change(jwt, {
      currentPassword: 'pas-le-bon',
      password: 'nouveau-secret',
      passwordConfirmation: 'nouveau-secret',
    }).expect(400);
    expect(answer.body.error.message).toBe('The provided current password is invalid');
    await me(jwt).expect(200);
    await login(t.request, email);
  });

  it.each([
    [{ password: 'court', passwordConfirmation: 'court' }, 'Password under 6 characters'],
    [{ password: 'nouveau-1', passwordConfirmation: 'nouveau-2' }, 'Passwords do not match'],
    [
      { password: 'motdepasse', passwordConfirmation: 'motdepasse' },
      'Your new password must be different than your current password',
    ],
  ])('refuses %j: %s', async (fields, message) => {
    const { email, jwt } = await newAccount();
    const answer = await change(jwt, { currentPassword: 'motdepasse', ...fields }).expect(400);
    expect(answer.body.error.message).toBe(message);
    await me(jwt).expect(200);
    await login(t.request, email);
  });

  it('refuses missing or unknown fields with details.errors', async () => {
    const { jwt } = await newAccount();
    const answer = await change(jwt, { password: 'nouveau-secret' }).expect(400);
    expect(answer.body.error.details.errors.length).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    await t.request
      .post('/api/auth/change-password')
      .send({ currentPassword: 'motdepasse', password: 'abcdefg', passwordConfirmation: 'abcdefg' })
      .expect(401);
  });
});

describe('limits', () => {
  it('counts wrong current passwords as failed logins of the account', async () => {
    const limited = await startTestApi({
      rateLimits: { loginFailsPerAccount: { points: 2, durationSeconds: 900 } },
    });
    try {
      const answer = await limited.request
        .post('/api/auth/local/register')
        .send({ email: 'limite@example.fr', password: 'motdepasse' })
        .expect(200);
      const jwt = (answer.body as { jwt: string }).jwt;
      const wrong = () =>
        limited.request
          .post('/api/auth/change-password')
          .set('Authorization', `Bearer ${jwt}`)
          .send({ currentPassword: 'faux', password: 'abcdefg', passwordConfirmation: 'abcdefg' });
      await wrong().expect(400);
      await wrong().expect(400);
      const locked = await wrong().expect(429);
      expect(locked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.stop();
    }
  });

  it('counts a change of e-mail as an e-mail check of the address', async () => {
    const limited = await startTestApi({
      rateLimits: { emailChecksPerIp: { points: 1, durationSeconds: 60 } },
    });
    try {
      const answer = await limited.request
        .post('/api/auth/local/register')
        .send({ email: 'courriel@example.fr', password: 'motdepasse' })
        .expect(200);
      const jwt = (answer.body as { jwt: string }).jwt;
      const move = (email: string) =>
        limited.request.put('/api/users/me').set('Authorization', `Bearer ${jwt}`).send({ email });
      await move('abonne@example.fr').expect(400);
      await move('autre@example.fr').expect(429);
      // the same address is no check: the names can still be changed
      await limited.request
        .put('/api/users/me')
        .set('Authorization', `Bearer ${jwt}`)
        .send({ email: 'courriel@example.fr', first_name: 'Nina' })
        .expect(200);
    } finally {
      await limited.stop();
    }
  });
});
