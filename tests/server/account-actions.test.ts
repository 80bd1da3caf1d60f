import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieName, authCookieOf } from './support/cookies.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// Registration (/inscription) and the password reset (/mot-de-passe-oublie): each form posts to
// its page's route action, which the server runs when JavaScript is off (DESIGN §6); the
// browser's calls go to /auth/register, /auth/forgot-password and /auth/reset-password. Every
// test speaks from an address of its own (TRUST_PROXY), the limits being per address.

let site: TestSite;

beforeAll(async () => {
  site = await startSite({ TRUST_PROXY: 'loopback', RATE_LIMIT_API_REQUESTS_PER_IP: '12' });
});
afterAll(() => site.stop());

let address = 0;
const from = () => `203.0.113.${++address}`;
const post = (path: string, fields: Record<string, string>, ip = from()) =>
  site.request
    .post(path)
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', ip)
    .type('form')
    .send(fields);
const postJson = (path: string, body: unknown, ip = from()) =>
  site.request
    .post(path)
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', ip)
    .send(body as object);

const alertOf = (html: string) => /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
/** The input named `name`, marked invalid, and the text its `aria-describedby` names. */
const fieldErrorOf = (html: string, name: string) => {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  if (!input.includes('aria-invalid="true"')) return undefined;
  const ids = /aria-describedby="([^"]*)"/.exec(input)?.[1]?.split(' ') ?? [];
  return ids
    .map((id) => new RegExp(`id="${id}"[^>]*>(.*?)</p>`).exec(html)?.[1]?.replace(/<[^>]*>/g, ''))
    .filter(Boolean)
    .join(' ');
};
const dbOf = () => site.api.store.db;
const userCount = () =>
  site.api.store.first(
    dbOf()
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n')),
  )?.n;
const userByEmail = (email: string) =>
  site.api.store.first(dbOf().selectFrom('users').selectAll().where('email', '=', email));

const newcomer = (email: string) => ({
  firstName: 'Zoé',
  lastName: 'Martin',
  email,
  password: 'secret1',
  passwordConfirmation: 'secret1',
  terms: 'on',
});

describe('registration with the newsletter', () => {
  // the product API counts sign-ups per address: the server speaks for each visitor, so that
  // one visitor's sign-ups do not use up everyone's
  it('signs up each visitor under their own address, not the server’s', async () => {
    const counted = await startSite(
      { TRUST_PROXY: 'loopback' },
      { apiRateLimits: { emailChecksPerIp: { points: 2, durationSeconds: 60 } } },
    );
    try {
      const emails = ['lea@example.fr', 'jules@example.fr', 'ines@example.fr'];
      for (const [i, email] of emails.entries()) {
        const response = await counted.request
          .post('/inscription')
          .set('Origin', counted.config.PUBLIC_SITE_URL)
          .set('X-Forwarded-For', `198.51.100.${i + 1}`)
          .type('form')
          .send({ ...newcomer(email), newsletter: 'on' });
        expect(response.status).toBe(303);
      }
      const subscribed = counted.api.store
        .all(counted.api.store.db.selectFrom('newsletter_subscriptions').select('email'))
        .map((row) => row.email);
      expect(subscribed).toEqual(expect.arrayContaining(emails));
    } finally {
      await counted.stop();
    }
  });
});

describe('registration without JavaScript', () => {
  it('creates the account, logs the visitor in and sends them to the basket menu', async () => {
    const response = await post('/inscription', {
      ...newcomer('zoe@example.fr'),
      newsletter: 'on',
    });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/panier/menu');
    expect(authCookieOf(response.headers)?.attributes).toHaveProperty('httponly');
    expect(userByEmail('zoe@example.fr')).toMatchObject({ first_name: 'Zoé', last_name: 'Martin' });
    const subscription = site.api.store.first(
      dbOf()
        .selectFrom('newsletter_subscriptions')
        .selectAll()
        .where('email', '=', 'zoe@example.fr'),
    );
    expect(subscription).toBeDefined();
  });

  it('answers spec §5’s French messages next to each field, and writes nothing', async () => {
    const before = userCount();
    const response = await post('/inscription', {
      firstName: '',
      lastName: 'Martin',
      email: `${'a'.repeat(65)}@example.fr`,
      password: 'court',
      passwordConfirmation: 'autre',
    });
    expect(response.status).toBe(400);
    for (const message of [
      'Veuillez saisir votre prénom.',
      'Cette adresse e-mail n’est pas valide.',
      'Votre mot de passe doit contenir au moins 6\u00a0caractères.',
      'Les mots de passe ne correspondent pas.',
      'Veuillez accepter les conditions générales de vente pour créer votre compte.',
    ])
      expect(response.text).toContain(message);
    // what was typed stays, never a password
    expect(response.text).toMatch(/name="lastName"[^>]*value="Martin"/);
    expect(response.text).not.toContain('value="court"');
    expect(userCount()).toBe(before);
  });

  it('refuses a password longer than the product API keeps whole, never cut into another', async () => {
    // its first 200 characters once became the account's password, unsaid
    const password = 'p'.repeat(300);
    const before = userCount();
    const response = await post('/inscription', {
      ...newcomer('long-mot-de-passe@example.fr'),
      password,
      passwordConfirmation: password,
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain(
      'Votre mot de passe compte 300\u00a0caractères\u00a0: 200 au plus.',
    );
    expect(userCount()).toBe(before);
    const login = await post('/connexion', {
      identifier: 'long-mot-de-passe@example.fr',
      password: password.slice(0, 200),
    });
    expect(login.status).not.toBe(303);
  });

  it('refuses a field pasted far over its length beside the field, without JavaScript', async () => {
    // 10,000 « é »: 60 KB of form, once answered by a bare 413
    const response = await post('/inscription', {
      ...newcomer('long-prenom@example.fr'),
      firstName: 'é'.repeat(10_000),
    });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toMatch(
      /Ce champ compte [\d\u202f\u00a0 ]+\u00a0caractères\u00a0: 100 au plus\./,
    );
  });

  it('refuses an address longer than spec §5’s 254 characters whole, never cut into another', async () => {
    // 64 + 1 + 64 × 2 + 64 = 257 characters, whose first 254 would make a valid address
    const long = `${'y'.repeat(64)}@${`${'b'.repeat(63)}.`.repeat(2)}${'c'.repeat(64)}`;
    const before = userCount();
    const response = await post('/inscription', newcomer(long));
    expect(response.status).toBe(400);
    expect(response.text).toContain('Cette adresse e-mail n’est pas valide.');
    expect(userCount()).toBe(before);
    expect(userByEmail(long.slice(0, 254))).toBeUndefined();
  });

  it('refuses a last name longer than an account keeps whole, never cut', async () => {
    const before = userCount();
    const response = await post('/inscription', {
      ...newcomer('long-nom@example.fr'),
      lastName: 'b'.repeat(300),
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain('Ce champ compte 300\u00a0caractères\u00a0: 100 au plus.');
    expect(userCount()).toBe(before);
    expect(userByEmail('long-nom@example.fr')).toBeUndefined();
  });

  it('says when the confirmation differs, alone', async () => {
    const response = await post('/inscription', {
      ...newcomer('autre@example.fr'),
      passwordConfirmation: 'secret2',
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain('Les mots de passe ne correspondent pas.');
    expect(userByEmail('autre@example.fr')).toBeUndefined();
  });

  it('says in French, beside the e-mail field, that the e-mail is taken; the boxes stay ticked', async () => {
    const response = await post('/inscription', {
      ...newcomer('abonne@example.fr'),
      newsletter: 'on',
    });
    expect(response.status).toBe(400);
    // ADR 074: a message about one field is said beside it, the field marked
    expect(fieldErrorOf(response.text, 'email')).toBe(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
    expect(alertOf(response.text)).toBeUndefined();
    for (const name of ['terms', 'newsletter'])
      expect(new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(response.text)?.[0]).toContain(
        'checked=""',
      );
    expect(authCookieOf(response.headers)).toBeUndefined();
  });
});

describe('registration from the browser (/auth/register)', () => {
  it('answers who is logged in, the token only in the cookie', async () => {
    const response = await postJson('/auth/register', {
      ...newcomer('leo@example.fr'),
      newsletter: false,
    });
    expect(response.status).toBe(200);
    expect(response.body.visitor).toMatchObject({ authenticated: true, funnelCompleted: false });
    const cookie = authCookieOf(response.headers);
    expect(response.text).not.toContain(cookie?.value ?? 'no cookie');
  });

  it('answers a taken e-mail with its French message', async () => {
    const response = await postJson('/auth/register', newcomer('prospect@example.fr'));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Un compte existe déjà avec cette adresse e-mail.');
  });

  it('tells whether an address has an account, through the proxy', async () => {
    const ask = async (email: string) =>
      (await postJson('/api/user/check-existing-email', { data: { email } })).body.data.exists;
    expect(await ask('abonne@example.fr')).toBe(true);
    expect(await ask('personne@example.fr')).toBe(false);
  });
});

describe('password reset', () => {
  const codeOf = (email: string) => userByEmail(email)?.reset_password_code;
  /** The code step, with a new password confirmed unless `fields` says otherwise. */
  const postCode = (fields: Record<string, string>) =>
    post('/mot-de-passe-oublie', {
      step: 'code',
      password: 'nouveau1',
      passwordConfirmation: 'nouveau1',
      ...fields,
    });

  it('answers the e-mail step the same whether an account exists or not', async () => {
    const known = await post('/mot-de-passe-oublie', {
      step: 'email',
      email: 'prospect@example.fr',
    });
    const unknown = await post('/mot-de-passe-oublie', { step: 'email', email: 'nul@example.fr' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const notice = (html: string) =>
      /<p role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]?.replace(/\S+@\S+/, 'ADDRESS');
    expect(notice(known.text)).toBe(notice(unknown.text));
    expect(notice(known.text)).toContain('un code de 6\u00a0chiffres');
    expect(codeOf('prospect@example.fr')).toMatch(/^\d{6}$/);
  });

  it('refuses a wrong code, then an expired one, with spec §8’s message', async () => {
    const email = 'abonne@example.fr';
    await post('/mot-de-passe-oublie', { step: 'email', email });
    const code = codeOf(email) ?? '';
    const wrong = await postCode({
      email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    // said beside the code's field, which is marked, not in a message above the form
    expect(fieldErrorOf(wrong.text, 'code')).toContain(
      'Le code de réinitialisation est incorrect ou a expiré.',
    );
    expect(alertOf(wrong.text)).toBeUndefined();
    expect(fieldErrorOf(wrong.text, 'password')).toBeUndefined();
    // the code typed stays in its field, to be corrected rather than typed again
    expect(wrong.text).toMatch(
      new RegExp(`<input[^>]*name="code"[^>]*value="${code === '000000' ? '111111' : '000000'}"`),
    );
    // the same code, expired (spec: 15 minutes)
    await site.api.store.write(() =>
      site.api.store.run(
        dbOf()
          .updateTable('users')
          .set({ reset_password_expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('email', '=', email),
      ),
    );
    const expired = await postCode({
      email,
      code,
    });
    expect(expired.status).toBe(400);
    expect(fieldErrorOf(expired.text, 'code')).toContain(
      'Le code de réinitialisation est incorrect ou a expiré.',
    );
  });

  it('sends a code step whose e-mail went missing back to the e-mail step, its error shown', async () => {
    const answer = await postCode({
      email: '',
      code: '123456',
    });
    expect(answer.status).toBe(400);
    expect(fieldErrorOf(answer.text, 'email')).toBeTruthy();
    expect(answer.text).toContain('Recevoir un code');
  });

  it('spends a code after five wrong tries: the sixth, right, is refused', async () => {
    const email = 'prospect@example.fr';
    await post('/mot-de-passe-oublie', { step: 'email', email });
    const code = codeOf(email) ?? '';
    const attempt = (tried: string) =>
      postCode({
        email,
        code: tried,
      });
    for (let i = 0; i < 5; i++)
      expect((await attempt(code === '123456' ? '654321' : '123456')).status).toBe(400);
    const sixth = await attempt(code);
    expect(sixth.status).toBe(400);
    expect(authCookieOf(sixth.headers)).toBeUndefined();
  });

  /** Both steps with the code the account was sent, then the page the answer leads to. */
  async function resetThenFollow(email: string) {
    await post('/mot-de-passe-oublie', { step: 'email', email });
    const response = await postCode({
      email,
      code: codeOf(email) ?? '',
    });
    expect(response.status).toBe(303);
    const cookie = authCookieOf(response.headers);
    expect(cookie).toBeDefined();
    const landed = await site.request
      .get(String(response.headers.location))
      .set('Cookie', `${authCookieName}=${cookie?.value}`);
    expect(landed.status).toBe(200);
    return { location: response.headers.location, landed };
  }

  it('logs the visitor in with the new password', async () => {
    const email = 'zoe@example.fr';
    const { location, landed } = await resetThenFollow(email);
    // the basket menu says why the visitor is there, logged in (ADR 047's `?fait=…`)
    expect(location).toBe('/panier/menu?fait=mot-de-passe');
    expect(landed.text).toMatch(
      /<p role="status" tabindex="-1"[^>]*>Votre mot de passe a été modifié, vous êtes connecté.<\/p>/,
    );
    // said once: the box's form (a GET without JavaScript) leads to the page without it
    expect(landed.text).not.toMatch(/<input type="hidden" name="fait"/);
    const login = await postJson('/auth/login', { identifier: email, password: 'nouveau1' });
    expect(login.status).toBe(200);
  });

  it('sends a subscriber to their area, which says the password changed', async () => {
    const { location, landed } = await resetThenFollow('abonne@example.fr');
    expect(location).toBe('/mon-compte?fait=mot-de-passe');
    expect(landed.text).toContain('Votre mot de passe a été modifié, vous êtes connecté.');
  });

  it('checks the code step’s fields before any call', async () => {
    const response = await post('/mot-de-passe-oublie', {
      step: 'code',
      email: 'zoe@example.fr',
      code: '12ab',
      password: 'abc',
      passwordConfirmation: '',
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain('Le code reçu par e-mail compte 6\u00a0chiffres.');
    expect(response.text).toContain('Veuillez confirmer votre mot de passe.');
    expect(response.text).toMatch(/<input[^>]*name="code"[^>]*value="12ab"/);
    // the passwords are not written back into the page
    expect(response.text).not.toMatch(/name="password"[^>]*value=/);
  });
});

describe('password reset from the browser (/auth/forgot-password, /auth/reset-password)', () => {
  it('answers the first step alike for any address, then opens a session for the right code', async () => {
    const email = 'leo@example.fr';
    const known = await postJson('/auth/forgot-password', { email });
    const unknown = await postJson('/auth/forgot-password', { email: 'inconnu@example.fr' });
    expect([known.status, known.body]).toEqual([200, { ok: true }]);
    expect([unknown.status, unknown.body]).toEqual([200, { ok: true }]);
    const code = userByEmail(email)?.reset_password_code ?? '';
    const wrong = await postJson('/auth/reset-password', {
      email,
      code: code === '000000' ? '111111' : '000000',
      password: 'nouveau1',
      passwordConfirmation: 'nouveau1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Le code de réinitialisation est incorrect ou a expiré.');
    const right = await postJson('/auth/reset-password', {
      email,
      code,
      password: 'nouveau1',
      passwordConfirmation: 'nouveau1',
    });
    expect(right.status).toBe(200);
    expect(right.body.visitor).toMatchObject({ authenticated: true });
    const cookie = authCookieOf(right.headers);
    expect(cookie?.attributes).toHaveProperty('httponly');
    expect(right.text).not.toContain(cookie?.value ?? 'no cookie');
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After and a French message, and writes nothing', async () => {
    const ip = from();
    // RATE_LIMIT_API_REQUESTS_PER_IP=12: the guessable calls of one address
    for (let i = 0; i < 12; i++)
      await postJson('/api/user/check-existing-email', { data: { email: 'x@example.fr' } }, ip);
    const before = userCount();
    const form = await post('/inscription', newcomer('tard@example.fr'), ip);
    expect(form.status).toBe(429);
    expect(Number(form.headers['retry-after'])).toBeGreaterThan(0);
    expect(alertOf(form.text)).toMatch(
      /^Trop de tentatives\. Veuillez réessayer dans \d+\u00a0minutes?\.$/,
    );
    const json = await postJson(
      '/auth/reset-password',
      {
        email: 'a@example.fr',
        code: '123456',
        password: 'nouveau1',
        passwordConfirmation: 'nouveau1',
      },
      ip,
    );
    expect(json.status).toBe(429);
    expect(Number(json.headers['retry-after'])).toBeGreaterThan(0);
    expect(userCount()).toBe(before);
    expect(userByEmail('tard@example.fr')).toBeUndefined();
  });
});
