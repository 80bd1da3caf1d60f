import { randomUUID } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApi, type TestApi } from './support/start-test-api.ts';

// README "Idempotent payments": a payment sent again with its Idempotency-Key is answered as the
// first time and paid once, as Adyen does.

let t: TestApi;
let clock = new Date('2026-11-25T10:00:00Z');
beforeAll(async () => {
  t = await startTestApi({
    now: () => clock,
    // these tests pay more often than one visitor may (rate-limits.test.ts checks the limit)
    rateLimits: { paymentsPerIp: { points: 1000, durationSeconds: 60 } },
  });
});
afterAll(() => t.stop());

function card(number: string, overrides: Partial<Record<'cvc' | 'holder', string>> = {}) {
  return {
    type: 'scheme' as const,
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: `test_${overrides.cvc ?? '737'}`,
    holderName: overrides.holder ?? 'Claire Dubois',
  };
}
const visa = '4111111145551142';
const visa3ds = '4212345678910006';
const order = {
  value: 50,
  email: 'claire@example.fr',
  recipient_name: 'Hugo',
  message: 'Joyeux anniversaire !',
  paymentMethod: card(visa),
};
const keyReused = 'Idempotency key already used for another request';

const count = (table: 'payments' | 'gift_cards' | 'credit_cards') =>
  (t.api.store.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const counts = () => ({
  payments: count('payments'),
  giftCards: count('gift_cards'),
  cards: count('credit_cards'),
});
/** What was created since `before`. */
const created = (before: ReturnType<typeof counts>) => {
  const now = counts();
  return {
    payments: now.payments - before.payments,
    giftCards: now.giftCards - before.giftCards,
    cards: now.cards - before.cards,
  };
};

function payGiftCard(key: string | undefined, data: object) {
  const request = t.request.post('/api/discounts/pay-gift-card');
  if (key !== undefined) request.set('Idempotency-Key', key);
  return request.send({ data });
}

function addCard(jwt: string, key: string, data: object) {
  return t.request
    .post('/api/credit-cards/add')
    .set('Authorization', `Bearer ${jwt}`)
    .set('Idempotency-Key', key)
    .send({ data });
}

describe('POST /discounts/pay-gift-card with an Idempotency-Key', () => {
  it('answers the same request again with the first answer, and pays once', async () => {
    const before = counts();
    const key = randomUUID();
    const first = await payGiftCard(key, order).expect(200);
    const again = await payGiftCard(key, order).expect(200);
    expect(first.body.data).toMatchObject({ resultCode: 'Authorised' });
    expect(again.body).toEqual(first.body);
    expect(created(before)).toEqual({ payments: 1, giftCards: 1, cards: 0 });
    const code = first.body.data.giftCard.code;
    const emails = t.logs.filter(
      (line) => line.msg === 'gift card e-mail' && String(line.text).includes(code),
    );
    expect(emails).toHaveLength(1);
  });

  it('reads the same body in another key order as the same request', async () => {
    const key = randomUUID();
    const first = await payGiftCard(key, order).expect(200);
    const reordered = Object.fromEntries(Object.entries(order).reverse());
    const again = await payGiftCard(key, reordered).expect(200);
    expect(again.body).toEqual(first.body);
  });

  it('refuses the same key with another request with a 422, and creates nothing', async () => {
    const key = randomUUID();
    await payGiftCard(key, order).expect(200);
    const before = counts();
    const other = await payGiftCard(key, { ...order, value: 100 }).expect(422);
    expect(other.body).toEqual({
      data: null,
      error: { status: 422, name: 'ValidationError', message: keyReused, details: {} },
    });
    await payGiftCard(key, { ...order, paymentMethod: card(visa, { cvc: '000' }) }).expect(422);
    expect(created(before)).toEqual({ payments: 0, giftCards: 0, cards: 0 });
  });

  it('pays once for five requests sent at the same time with one key', async () => {
    const before = counts();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => payGiftCard(key, order).expect(200)),
    );
    expect(created(before)).toEqual({ payments: 1, giftCards: 1, cards: 0 });
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
  });

  it('pays once for requests with one key that wait together for a lock held elsewhere', async () => {
    const other = new BetterSqlite3(t.dbFile);
    other.exec('BEGIN IMMEDIATE');
    const before = counts();
    const key = randomUUID();
    const waiting = Promise.all(Array.from({ length: 5 }, () => payGiftCard(key, order)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    other.exec('ROLLBACK');
    other.close();
    const answers = await waiting;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(created(before)).toEqual({ payments: 1, giftCards: 1, cards: 0 });
  });

  it('answers a 3-D Secure payment again with the same redirect, before and after it completes', async () => {
    const before = counts();
    const key = randomUUID();
    const data = { ...order, paymentMethod: card(visa3ds), returnUrl: '/carte-cadeau/merci' };
    const first = await payGiftCard(key, data).expect(200);
    expect(first.body.data.resultCode).toBe('RedirectShopper');
    expect((await payGiftCard(key, data).expect(200)).body).toEqual(first.body);
    // the test mode's bank page is named after the payment's redirectResult
    const redirectResult = String(first.body.data.action.url).split('/').at(-1);
    await t.request
      .post('/api/adyen/payments/details')
      .send({ details: { redirectResult } })
      .expect(200);
    expect((await payGiftCard(key, data).expect(200)).body).toEqual(first.body);
    expect(created(before)).toEqual({ payments: 1, giftCards: 1, cards: 0 });
  });

  it('answers a refusal again; a new attempt, with a new key, pays anew', async () => {
    const before = counts();
    const key = randomUUID();
    const declined = { ...order, paymentMethod: card(visa, { holder: 'DECLINED' }) };
    const first = await payGiftCard(key, declined).expect(200);
    expect(first.body.data).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
    expect((await payGiftCard(key, declined).expect(200)).body).toEqual(first.body);
    expect(created(before)).toEqual({ payments: 1, giftCards: 0, cards: 0 });
    const retried = await payGiftCard(randomUUID(), declined).expect(200);
    expect(retried.body.data.pspReference).not.toBe(first.body.data.pspReference);
    expect(created(before)).toEqual({ payments: 2, giftCards: 0, cards: 0 });
  });

  it('keeps nothing of a request refused before any payment, so the key stays free', async () => {
    const before = counts();
    const key = randomUUID();
    const luhn = await payGiftCard(key, { ...order, paymentMethod: card('4111111145551143') });
    expect(luhn.status).toBe(422);
    expect(luhn.body.error.message).toBe('Invalid card number');
    await payGiftCard(key, { ...order, message: 'é'.repeat(301) }).expect(400);
    expect(created(before)).toEqual({ payments: 0, giftCards: 0, cards: 0 });
    const paid = await payGiftCard(key, order).expect(200);
    expect(paid.body.data.resultCode).toBe('Authorised');
  });

  it('pays each time without the header, as before', async () => {
    const before = counts();
    const first = await payGiftCard(undefined, order).expect(200);
    const second = await payGiftCard(undefined, order).expect(200);
    expect(second.body.data.giftCard.code).not.toBe(first.body.data.giftCard.code);
    expect(created(before)).toEqual({ payments: 2, giftCards: 2, cards: 0 });
  });

  it.each([
    ['empty', ''],
    ['of 65 characters', 'a'.repeat(65)],
    ['with a space', 'deux mots'],
    ['with an accent', 'clé'],
    ['with a dot', 'a.b'],
    ['sent twice (Node joins them)', 'cle-1, cle-2'],
  ])('refuses a key %s with a 400, and creates nothing', async (_label, key) => {
    const before = counts();
    const response = await payGiftCard(key, order).expect(400);
    expect(response.body.error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: 'Invalid Idempotency-Key',
    });
    expect(created(before)).toEqual({ payments: 0, giftCards: 0, cards: 0 });
  });

  it('answers 400, not 500, to a body too deep to hash', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const response = await t.request
      .post('/api/discounts/pay-gift-card')
      .set('Idempotency-Key', randomUUID())
      .set('Content-Type', 'application/json')
      .send(`{"data":${JSON.stringify(order)},"deep":${deep}}`)
      .expect(400);
    expect(response.body.error.message).toBe('Bad Request');
  });

  it('takes keys of 1 to 64 letters, digits, « - » and « _ »', async () => {
    for (const key of ['a', `${'Z9_-'.repeat(16)}`]) await payGiftCard(key, order).expect(200);
  });
});

describe('POST /credit-cards/add with an Idempotency-Key', () => {
  it('answers the same request again with the first answer, and stores one card', async () => {
    const jwt = await login(t.request, 'abonne@example.fr');
    const before = counts();
    const key = randomUUID();
    // a card the subscriber has not stored yet (the seed's is the Mastercard ending 1115)
    const data = { paymentMethod: card('2222400070000005') };
    const first = await addCard(jwt, key, data).expect(200);
    expect(first.body.data.card).toMatchObject({ brand: 'mc', last_four: '0005' });
    expect((await addCard(jwt, key, data).expect(200)).body).toEqual(first.body);
    const other = await addCard(jwt, key, { paymentMethod: card(visa) }).expect(422);
    expect(other.body.error.message).toBe(keyReused);
    expect(created(before)).toEqual({ payments: 1, giftCards: 0, cards: 1 });
  });

  it("never answers with another endpoint's or another customer's payment", async () => {
    t.api.store.sqlite
      .prepare(
        "UPDATE users SET adyen_shopper_reference = 'POTI-SHOPPER-000200' WHERE email = 'prospect@example.fr'",
      )
      .run();
    const subscriber = await login(t.request, 'abonne@example.fr');
    const other = await login(t.request, 'prospect@example.fr');
    const key = randomUUID();
    const data = { paymentMethod: card(visa) };
    await payGiftCard(key, order).expect(200);
    const before = counts();
    const mine = await addCard(subscriber, key, data).expect(200);
    const theirs = await addCard(other, key, data).expect(200);
    expect(mine.body.data.card).toMatchObject({ brand: 'visa' });
    expect(theirs.body.data.card.id).not.toBe(mine.body.data.card.id);
    expect(theirs.body.data.pspReference).not.toBe(mine.body.data.pspReference);
    expect(created(before)).toEqual({ payments: 2, giftCards: 0, cards: 2 });
  });
});

describe('how long a key is kept', () => {
  it('for 24 hours; then the key may be used for another request', async () => {
    const key = randomUUID();
    await payGiftCard(key, order).expect(200);
    const hour = 3600_000;
    clock = new Date(clock.getTime() + 24 * hour - 1000);
    await payGiftCard(key, { ...order, value: 100 }).expect(422);
    clock = new Date(clock.getTime() + 2000);
    const before = counts();
    const later = await payGiftCard(key, { ...order, value: 100 }).expect(200);
    expect(later.body.data.amount.value).toBe(10000);
    expect(created(before)).toEqual({ payments: 1, giftCards: 1, cards: 0 });
  });
});
