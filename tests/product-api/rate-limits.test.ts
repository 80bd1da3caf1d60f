import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from './support/start-test-api.ts';

// README "Limits", with small limits. Each test speaks from its own address, which the API reads
// from X-Forwarded-For because the test client is on the loopback (PRODUCT_API_TRUST_PROXY).

vi.mock('@node-rs/argon2', { spy: true });

const window = { durationSeconds: 600 };
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({
    rateLimits: {
      loginFailsPerAccount: { points: 3, ...window },
      loginFailsPerIp: { points: 5, ...window },
      resetRequestsPerEmail: { points: 2, ...window },
      resetRequestsPerIp: { points: 4, ...window },
      resetAttemptsPerIp: { points: 3, ...window },
      registrationsPerIp: { points: 2, ...window },
      emailChecksPerIp: { points: 3, ...window },
      codeChecksPerIp: { points: 3, ...window },
      paymentsPerIp: { points: 4, ...window },
      paymentStepsPerIp: { points: 4, ...window },
    },
  });
});
afterAll(() => t.stop());

let lastAddress = 0;
/** A fresh visitor address for each test. */
const newAddress = () => `203.0.113.${(lastAddress += 1)}`;

function logIn(from: string, identifier: string, password: string) {
  return t.request
    .post('/api/auth/local')
    .set('X-Forwarded-For', from)
    .send({ identifier, password });
}

function expectRateLimited(response: { status: number; headers: object; body: unknown }) {
  expect(response.status).toBe(429);
  const retryAfter = Number((response.headers as Record<string, string>)['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.body).toEqual({
    data: null,
    error: {
      status: 429,
      name: 'RateLimitError',
      message: 'Too many requests, please try again later.',
      details: { retryAfter },
    },
  });
}

describe('POST /auth/local', () => {
  it('locks an account after consecutive failures, without verifying any password', async () => {
    const calls = () => vi.mocked(argon2.verify).mock.calls.length;
    const first = calls();
    for (const identifier of ['abonne@example.fr', 'ABONNE@example.fr', ' Abonne@Example.fr'])
      await logIn(newAddress(), identifier, 'mauvais').expect(400);
    const verified = calls();
    expect(verified).toBe(first + 3);
    expectRateLimited(await logIn(newAddress(), 'abonne@example.fr', 'motdepasse'));
    expectRateLimited(await logIn(newAddress(), 'abonne@example.fr', 'mauvais'));
    expect(calls()).toBe(verified);
    await logIn(newAddress(), 'prospect@example.fr', 'motdepasse').expect(200);
  });

  it('starts counting again after a successful login', async () => {
    for (const password of ['mauvais', 'mauvais', 'motdepasse'])
      await logIn(newAddress(), 'prospect@example.fr', password);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await logIn(newAddress(), 'prospect@example.fr', 'mauvais').expect(400);
    expectRateLimited(await logIn(newAddress(), 'prospect@example.fr', 'motdepasse'));
  });

  it('locks unknown e-mails the same way, so a lock tells nothing', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      await logIn(newAddress(), 'personne@example.fr', 'mauvais').expect(400);
    expectRateLimited(await logIn(newAddress(), 'personne@example.fr', 'mauvais'));
  });

  it('counts the failures of one address across accounts, and only its own', async () => {
    const from = newAddress();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await logIn(from, `essai${attempt}@example.fr`, 'mauvais').expect(400);
    expectRateLimited(await logIn(from, 'essai0@example.fr', 'mauvais'));
    await logIn(newAddress(), 'essai0@example.fr', 'mauvais').expect(400);
  });
});

describe('code guessing and enumeration', () => {
  it('limits password-reset requests per e-mail and per address', async () => {
    const forgot = (from: string, email: string) =>
      t.request.post('/api/auth/forgot-password').set('X-Forwarded-For', from).send({ email });
    await forgot(newAddress(), 'prospect@example.fr').expect(200);
    await forgot(newAddress(), 'PROSPECT@example.fr').expect(200);
    expectRateLimited(await forgot(newAddress(), 'prospect@example.fr'));
    const from = newAddress();
    for (let n = 0; n < 4; n += 1) await forgot(from, `quelquun${n}@example.fr`).expect(200);
    expectRateLimited(await forgot(from, 'encore@example.fr'));
  });

  it('limits reset attempts per address', async () => {
    const from = newAddress();
    const attempt = () =>
      t.request.post('/api/auth/reset-password').set('X-Forwarded-For', from).send({
        email: 'abonne@example.fr',
        code: '123456',
        password: 'nouveau12',
        passwordConfirmation: 'nouveau12',
      });
    for (let n = 0; n < 3; n += 1) await attempt().expect(400);
    expectRateLimited(await attempt());
  });

  it('limits promo-code and gift-card checks together, per address', async () => {
    const from = newAddress();
    await t.request.get('/api/discounts/BIENVENUE/check').set('X-Forwarded-For', from).expect(200);
    await t.request.get('/api/discounts/NOPE1/check').set('X-Forwarded-For', from).expect(404);
    await t.request
      .get('/api/discounts/add-gift-card/NOPE-0000')
      .set('X-Forwarded-For', from)
      .expect(404);
    expectRateLimited(
      await t.request
        .get('/api/discounts/add-gift-card/CADEAU-TEST-50')
        .set('X-Forwarded-For', from),
    );
    expectRateLimited(
      await t.request.get('/api/discounts/BIENVENUE/check').set('X-Forwarded-For', from),
    );
    await t.request
      .get('/api/discounts/BIENVENUE/check')
      .set('X-Forwarded-For', newAddress())
      .expect(200);
  });

  // a refused order says which of its codes does not exist (`code not found` at its path)
  it('counts a first order that names a code as a code check, and one without none', async () => {
    const from = newAddress();
    const order = (data: object) =>
      t.request.post('/api/orders').set('X-Forwarded-For', from).send({ data });
    for (let attempt = 0; attempt < 5; attempt += 1) await order({ week: 49 }).expect(401);
    await t.request.get('/api/discounts/NOPE1/check').set('X-Forwarded-For', from).expect(404);
    await order({ coupon_code: 'NOPE2' }).expect(401);
    await order({ gift_card_code: 'NOPE-0003' }).expect(401);
    expectRateLimited(await order({ coupon_code: 'BIENVENUE' }));
    expectRateLimited(
      await t.request.get('/api/discounts/BIENVENUE/check').set('X-Forwarded-For', from),
    );
    await order({ week: 49 }).expect(401);
  });

  it('limits the card numbers tried, a first order’s card included, per address', async () => {
    const from = newAddress();
    const post = (path: string, data: object) =>
      t.request.post(path).set('X-Forwarded-For', from).send({ data });
    await post('/api/discounts/pay-gift-card', {}).expect(400);
    await post('/api/credit-cards/add', {}).expect(401);
    await post('/api/orders/1/pay', { paymentMethod: { type: 'scheme' } }).expect(401);
    await post('/api/credit-cards/add', {}).expect(401);
    expectRateLimited(await post('/api/discounts/pay-gift-card', {}));
    expectRateLimited(await post('/api/credit-cards/add', {}));
    expectRateLimited(await post('/api/orders/1/pay', { paymentMethod: { type: 'scheme' } }));
    // a payment's next steps are counted apart: a shopper's 3-D Secure, once approved, and the
    // stored card then charged are never refused for the card numbers tried before
    await post('/api/adyen/payments/details', { details: { redirectResult: 'devine' } }).expect(
      422,
    );
    await post('/api/orders/1/pay', { paymentMethod: { storedPaymentMethodId: 'PM1' } }).expect(
      401,
    );
    for (let step = 0; step < 2; step += 1)
      await post('/api/adyen/payments/details', { details: { redirectResult: 'devine' } }).expect(
        422,
      );
    expectRateLimited(
      await post('/api/adyen/payments/details', { details: { redirectResult: 'devine' } }),
    );
    expectRateLimited(
      await post('/api/orders/1/pay', { paymentMethod: { storedPaymentMethodId: 'PM1' } }),
    );
    await t.request
      .post('/api/discounts/pay-gift-card')
      .set('X-Forwarded-For', newAddress())
      .send({ data: {} })
      .expect(400);
  });

  it('answers the bank’s 3-D Secure page over the limit in French HTML, as the shopper reads it', async () => {
    const from = newAddress();
    const page = (method: 'get' | 'post') =>
      t.request[method]('/api/adyen/challenge/devine').set('X-Forwarded-For', from);
    for (let index = 0; index < 4; index += 1) await page('get').expect(404);
    for (const method of ['get', 'post'] as const) {
      const response = await page(method).expect(429);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.text).toContain('<html lang="fr">');
      expect(response.text).toContain('<title>Trop de tentatives</title>');
      // README "Limits": a 600-second window, said in minutes
      expect(response.text).toContain('Réessayez dans 10\u00a0minutes\u00a0:');
      expect(response.text).not.toMatch(/Too many|requests|"error"/i);
    }
  });

  it('counts each newsletter sign-up as an e-mail check: the list cannot be read out of it', async () => {
    const from = newAddress();
    const signUp = (email: string) =>
      t.request
        .post('/api/newsletter-subscriptions')
        .set('X-Forwarded-For', from)
        .send({ data: { email, source: 'footer' } });
    await signUp('lettre.une@example.fr').expect(201);
    await signUp('lettre.une@example.fr').expect(400);
    await signUp('lettre.deux@example.fr').expect(201);
    expectRateLimited(await signUp('lettre.trois@example.fr'));
    // another visitor signs up as before
    await t.request
      .post('/api/newsletter-subscriptions')
      .set('X-Forwarded-For', newAddress())
      .send({ data: { email: 'lettre.trois@example.fr' } })
      .expect(201);
  });

  it('limits e-mail checks and registrations per address', async () => {
    const from = newAddress();
    const check = () =>
      t.request
        .post('/api/user/check-existing-email')
        .set('X-Forwarded-For', from)
        .send({ data: { email: 'abonne@example.fr' } });
    for (let n = 0; n < 3; n += 1) await check().expect(200);
    expectRateLimited(await check());

    const register = (email: string) =>
      t.request
        .post('/api/auth/local/register')
        .set('X-Forwarded-For', from)
        .send({ email, password: 'secret123' });
    await register('premiere@example.fr').expect(200);
    await register('abonne@example.fr').expect(400);
    expectRateLimited(await register('troisieme@example.fr'));
  });
});
