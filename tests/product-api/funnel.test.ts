import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { welcomeOfferGrid } from '../../product-api/catalogue/welcome-offer-grid.ts';
import { openStore } from '../../product-api/db/database.ts';
import { orderPrice } from '../../product-api/orders/order-price.ts';
import { welcomeOfferPrices } from '../../shared/welcome-offer-price.ts';
import { login, startTestApi, type TestApi } from './support/start-test-api.ts';

// README "Funnel": the calls that record the subscription funnel, from the shopper reference to
// the first order's payment. The clock is Wednesday 25 November 2026 (ISO week 48): the
// planning holds weeks 48, 49 and 50, and week 49 can be delivered Tuesday 1 to Saturday
// 5 December (week 48's days are past their change deadline).

let t: TestApi;
let clock = new Date('2026-11-25T10:00:00Z');
beforeAll(async () => {
  t = await startTestApi({
    now: () => clock,
    // these tests register and pay more often than one visitor may (rate-limits.test.ts)
    rateLimits: {
      paymentsPerIp: { points: 1000, durationSeconds: 60 },
      registrationsPerIp: { points: 1000, durationSeconds: 60 },
    },
  });
});
afterAll(() => t.stop());

interface Entry {
  id: number;
  tier: string;
}
interface Order {
  id: number;
  documentId: string;
}
type Auth = { Authorization: string };

const sql = <T>(query: string, ...params: unknown[]) =>
  t.api.store.sqlite.prepare(query).get(...params) as T;
type Counts = Record<
  | 'orders'
  | 'orderRecipes'
  | 'subscriptions'
  | 'payments'
  | 'cards'
  | 'keys'
  | 'spentGiftCards'
  | 'completed'
  | 'references_',
  number
>;
const counts = () =>
  sql<Counts>(
    `SELECT (SELECT COUNT(*) FROM orders) AS orders, (SELECT COUNT(*) FROM order_recipes) AS orderRecipes,
      (SELECT COUNT(*) FROM subscriptions) AS subscriptions, (SELECT COUNT(*) FROM payments) AS payments,
      (SELECT COUNT(*) FROM credit_cards) AS cards, (SELECT COUNT(*) FROM idempotency_keys) AS keys,
      (SELECT COUNT(*) FROM gift_cards WHERE used_by_user_id IS NOT NULL) AS spentGiftCards,
      (SELECT COUNT(*) FROM subscriptions WHERE funnel_completed = 1) AS completed,
      (SELECT COUNT(*) FROM users WHERE adyen_shopper_reference IS NOT NULL) AS references_`,
  );

function card(number: string, holder = 'Inès Roux') {
  return {
    type: 'scheme' as const,
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
    holderName: holder,
  };
}
const visa = '4111111145551142';
const gridMessageText = 'quantity × recipe_count must be an even number of dishes from 4 to 32';
const visa3ds = '4212345678910006';

/** The recipes of each week of the planning, as the site reads them. */
async function planning(): Promise<Map<number, Entry[]>> {
  const response = await t.request.get('/api/menus/logged-out-planning').expect(200);
  const menus = response.body.data as { week: number; menu_details: { recipe: Entry }[] }[];
  return new Map(menus.map((menu) => [menu.week, menu.menu_details.map((d) => d.recipe)]));
}

let customers = 0;
/** A new customer with a shopper reference and, unless told otherwise, a subscription. */
async function customer(
  setting: { quantity: number; recipe_count: number } | null = { quantity: 2, recipe_count: 3 },
): Promise<Auth> {
  customers += 1;
  const email = `tunnel-${customers}@example.fr`;
  await t.request
    .post('/api/auth/local/register')
    .send({ email, password: 'secret123', first_name: 'Inès', last_name: 'Roux' })
    .expect(200);
  const auth = { Authorization: `Bearer ${await login(t.request, email, 'secret123')}` };
  await t.request.post('/api/users/me/shopper-reference').set(auth).expect(201);
  if (setting) await t.request.post('/api/subscriptions').set(auth).send({ data: setting });
  return auth;
}

const address = {
  first_name: 'Inès',
  last_name: 'Roux',
  address_line1: '12 rue des Lilas',
  postcode: '69003',
  city: 'Lyon',
  phone: '06 12 34 56 78',
};
let week49: Entry[] = [];
let week50: Entry[] = [];
const classiques = () => week49.filter((recipe) => recipe.tier === 'classique');
const orderBody = (overrides: Record<string, unknown> = {}) => ({
  week: 49,
  recipes: classiques()
    .slice(0, 3)
    .map((recipe) => recipe.id),
  delivery: address,
  delivery_date: '2026-12-03',
  slot: { start: '18:00', end: '21:00' },
  ...overrides,
});
const createOrder = (auth: Auth, data: object) =>
  t.request.post('/api/orders').set(auth).send({ data });
const pay = (auth: Auth, orderId: number, data: object, key?: string) => {
  const request = t.request.post(`/api/orders/${orderId}/pay`).set(auth);
  if (key) request.set('Idempotency-Key', key);
  return request.send({ data });
};
const me = async (auth: Auth) =>
  (await t.request.get('/api/users/me?populate=*').set(auth).expect(200)).body as {
    adyen_shopper_reference: string | null;
    subscriptions: { funnel_completed: boolean }[];
  };

/** Pays with a 3-D Secure card, answers the bank's page, and returns the redirectResult. */
async function throughChallenge(auth: Auth, orderId: number, outcome: 'approve' | 'decline') {
  const started = await pay(auth, orderId, { paymentMethod: card(visa3ds) }).expect(200);
  expect(started.body.data.resultCode).toBe('RedirectShopper');
  const back = await t.request
    .post(String(started.body.data.action.url))
    .type('form')
    .send({ outcome })
    .expect(303);
  return new URL(back.headers.location ?? '', 'http://site.test').searchParams.get(
    'redirectResult',
  );
}
const details = (redirectResult: string | null) =>
  t.request.post('/api/adyen/payments/details').send({ details: { redirectResult } });

beforeAll(async () => {
  const weeks = await planning();
  week49 = weeks.get(49) ?? [];
  week50 = weeks.get(50) ?? [];
});

describe('the welcome offer grid of the product API', () => {
  it('is spec §9’s, number for number', () => {
    expect(welcomeOfferGrid).toEqual({
      4: 45,
      6: 55,
      8: 65,
      10: 74,
      12: 82,
      14: 89,
      16: 96,
      18: 103.5,
      20: 111,
      22: 118,
      24: 124,
      26: 130,
      28: 137,
      30: 143.5,
      32: 150,
    });
  });

  it('agrees with the site’s copy', () => {
    expect(welcomeOfferGrid).toEqual(welcomeOfferPrices);
  });
});

describe('the first order’s price (spec §5, §9)', () => {
  const bienvenue = { scope: 'all', discount_type: 'percent', value: 50, max_value: 40 } as const;
  const recette5 = { scope: 'recipe', discount_type: 'fixed', value: 5, max_value: null } as const;

  it('adds the tier supplements to the grid price', () => {
    expect(
      orderPrice({ gridPrice: 55, supplements: [6, 0, 12], coupon: null, giftCardValue: null }),
    ).toEqual({
      recipes: 55,
      supplements: 18,
      subtotal: 73,
      coupon_discount: 0,
      gift_card_deduction: 0,
      total: 73,
    });
  });

  it('takes the promo code off the grid price, percent capped at max_value', () => {
    expect(
      orderPrice({ gridPrice: 65, supplements: [11.6], coupon: bienvenue, giftCardValue: null }),
    ).toMatchObject({ coupon_discount: 32.5, total: 44.1 });
    expect(
      orderPrice({ gridPrice: 150, supplements: [], coupon: bienvenue, giftCardValue: null }),
    ).toMatchObject({ coupon_discount: 40, total: 110 });
    expect(
      orderPrice({ gridPrice: 45, supplements: [], coupon: recette5, giftCardValue: null }),
    ).toMatchObject({ coupon_discount: 5, total: 40 });
  });

  it('never takes off more than the grid price, and never goes below 0', () => {
    const huge = { ...recette5, value: 80 };
    expect(
      orderPrice({ gridPrice: 45, supplements: [6], coupon: huge, giftCardValue: null }),
    ).toMatchObject({ coupon_discount: 45, total: 6 });
    expect(
      orderPrice({ gridPrice: 45, supplements: [6], coupon: bienvenue, giftCardValue: 50 }),
    ).toMatchObject({ coupon_discount: 22.5, gift_card_deduction: 28.5, total: 0 });
  });

  it('ignores a code whose scope is neither recipe nor all', () => {
    expect(
      orderPrice({
        gridPrice: 45,
        supplements: [],
        coupon: { ...recette5, scope: 'product' as 'recipe' },
        giftCardValue: null,
      }),
    ).toMatchObject({ coupon_discount: 0, total: 45 });
  });
});

describe('POST /api/users/me/shopper-reference', () => {
  it('creates the reference once, then answers the same one', async () => {
    const auth = { Authorization: `Bearer ${await login(t.request, 'prospect@example.fr')}` };
    const first = await t.request.post('/api/users/me/shopper-reference').set(auth).expect(201);
    const reference = first.body.data.adyen_shopper_reference as string;
    expect(reference).toMatch(/^POTI-SHOPPER-[0-9A-F]{12}$/);
    const again = await t.request.post('/api/users/me/shopper-reference').set(auth).expect(200);
    expect(again.body.data.adyen_shopper_reference).toBe(reference);
    expect((await me(auth)).adyen_shopper_reference).toBe(reference);
    // spec §5: a card can now be created
    const added = await t.request
      .post('/api/credit-cards/add')
      .set(auth)
      .send({ data: { paymentMethod: card(visa) } })
      .expect(200);
    expect(added.body.data.resultCode).toBe('Authorised');
  });

  it('answers the seed subscriber’s own reference, and refuses anonymous callers', async () => {
    const auth = { Authorization: `Bearer ${await login(t.request, 'abonne@example.fr')}` };
    const response = await t.request.post('/api/users/me/shopper-reference').set(auth).expect(200);
    expect(response.body.data.adyen_shopper_reference).toBe('POTI-SHOPPER-000123');
    await t.request.post('/api/users/me/shopper-reference').expect(401);
  });
});

describe('POST /api/subscriptions', () => {
  it('creates the subscription with its setting, its funnel not completed', async () => {
    const auth = await customer(null);
    const response = await t.request
      .post('/api/subscriptions')
      .set(auth)
      .send({ data: { quantity: 2, recipe_count: 3, preferences: ['vegetarian', 'speedy'] } })
      .expect(201);
    expect(response.body.data).toMatchObject({
      funnel_completed: false,
      suspended: false,
      paused: false,
      subscription_setting: {
        quantity: 2,
        recipe_count: 3,
        healthy: false,
        speedy: true,
        vegetarian: true,
        no_pork: false,
        no_fish: false,
      },
    });
    const user = await me(auth);
    expect(user.subscriptions).toHaveLength(1);
    expect(user.subscriptions[0]?.funnel_completed).toBe(false);
  });

  it('changes the unfinished subscription when asked again, and drops an order priced for another box', async () => {
    const auth = await customer();
    const order = await createOrder(auth, orderBody()).expect(201);
    const same = { quantity: 2, recipe_count: 3, preferences: ['no_pork'] };
    await t.request.post('/api/subscriptions').set(auth).send({ data: same }).expect(200);
    await t.request.get(`/api/orders/${order.body.data.documentId}`).set(auth).expect(200);
    const before = counts();
    const response = await t.request
      .post('/api/subscriptions')
      .set(auth)
      .send({ data: { quantity: 4, recipe_count: 2 } })
      .expect(200);
    expect(response.body.data.subscription_setting).toMatchObject({ quantity: 4, recipe_count: 2 });
    expect(counts()).toMatchObject({
      subscriptions: before.subscriptions,
      orders: before.orders - 1,
      orderRecipes: before.orderRecipes - 3,
    });
    await t.request.get(`/api/orders/${order.body.data.documentId}`).set(auth).expect(404);
  });

  it('refuses a second subscription once the funnel is completed', async () => {
    const auth = { Authorization: `Bearer ${await login(t.request, 'abonne@example.fr')}` };
    const before = counts();
    const response = await t.request
      .post('/api/subscriptions')
      .set(auth)
      .send({ data: { quantity: 2, recipe_count: 3 } })
      .expect(400);
    expect(response.body.error).toMatchObject({
      name: 'ApplicationError',
      message: 'Subscription already exists',
    });
    expect(counts()).toEqual(before);
  });

  it.each([
    ['no guests', { recipe_count: 3 }, 'quantity', 'quantity (guests) must be 2, 4, 6 or 8'],
    [
      '3 guests',
      { quantity: 3, recipe_count: 3 },
      'quantity',
      'quantity (guests) must be 2, 4, 6 or 8',
    ],
    [
      'guests as text',
      { quantity: '2', recipe_count: 3 },
      'quantity',
      'quantity (guests) must be 2, 4, 6 or 8',
    ],
    [
      'no recipe',
      { quantity: 2, recipe_count: 0 },
      'recipe_count',
      'recipe_count must be at least 1',
    ],
    [
      'half a recipe',
      { quantity: 2, recipe_count: 1.5 },
      'recipe_count',
      'recipe_count must be a whole number of recipes',
    ],
    [
      '2 dishes',
      { quantity: 2, recipe_count: 1 },
      'recipe_count',
      'quantity × recipe_count must be an even number of dishes from 4 to 32',
    ],
    [
      '40 dishes',
      { quantity: 8, recipe_count: 5 },
      'recipe_count',
      'quantity × recipe_count must be an even number of dishes from 4 to 32',
    ],
    [
      'an unknown preference',
      { quantity: 2, recipe_count: 3, preferences: ['keto'] },
      'preferences',
      expect.any(String),
    ],
    [
      'an unknown field',
      { quantity: 2, recipe_count: 3, price: 1 },
      '',
      expect.stringContaining('price'),
    ],
  ])('refuses %s with a 400 and writes nothing', async (_label, data, path, message) => {
    const auth = await customer(null);
    const before = counts();
    const response = await t.request
      .post('/api/subscriptions')
      .set(auth)
      .send({ data })
      .expect(400);
    expect(response.body.error.message).toBe('Bad Request');
    expect(response.body.error.details.errors).toContainEqual({
      path: path ? [path, ...(path === 'preferences' ? ['0'] : [])] : [],
      message,
    });
    expect(counts()).toEqual(before);
  });

  it('refuses anonymous callers and bodies of any shape without a 5xx', async () => {
    await t.request
      .post('/api/subscriptions')
      .send({ data: { quantity: 2 } })
      .expect(401);
    const auth = await customer(null);
    const before = counts();
    for (const body of [
      {},
      { data: [] },
      { data: 'x' },
      [1, 2],
      { data: { quantity: { $gt: 0 } } },
    ])
      await t.request.post('/api/subscriptions').set(auth).send(body).expect(400);
    expect(counts()).toEqual(before);
  });
});

describe('GET /api/delivery-days', () => {
  it('lists Tuesday to Saturday of a week whose change deadline has not passed, and the slots', async () => {
    const response = await t.request.get('/api/delivery-days?week=49').expect(200);
    expect(response.body.data.map((day: { date: string }) => day.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    // ADR 004: 23:59 in Paris six days before the delivery
    expect(response.body.data[0].change_deadline).toBe('2026-11-25T22:59:00.000Z');
    expect(response.body.meta).toEqual({
      year: 2026,
      week: 49,
      slots: [
        { start: '08:00', end: '12:00' },
        { start: '18:00', end: '21:00' },
      ],
    });
    expect((await t.request.get('/api/delivery-days?week=48').expect(200)).body.data).toEqual([]);
    // out of the planning: no first order can be delivered then
    expect((await t.request.get('/api/delivery-days?week=51').expect(200)).body.data).toEqual([]);
    await t.request.get('/api/delivery-days?week=54').expect(400);
    await t.request.get('/api/delivery-days').expect(400);
  });
});

describe('POST /api/orders', () => {
  it('creates the first order, unpaid, with its price breakdown', async () => {
    const auth = await customer();
    const premium = week49.find((recipe) => recipe.tier === 'premium');
    const [first, second] = classiques();
    if (!premium || !first || !second) throw new Error('week 49 lacks the recipes of this test');
    const response = await createOrder(
      auth,
      orderBody({
        recipes: [first.id, premium.id, second.id],
        delivery: { ...address, phone: '+33 6 12 34 56 78', instructions: 'Code 4512' },
        coupon_code: 'bienvenue',
      }),
    ).expect(201);
    const order = response.body.data;
    expect(order).toMatchObject({
      is_first: true,
      status: 'preorder',
      paid_at: null,
      year: 2026,
      week: 49,
      delivery_date: '2026-12-03',
      slot: { start: '18:00', end: '21:00' },
      change_deadline: '2026-11-27T22:59:00.000Z',
      guests: 2,
      recipe_count: 3,
      delivery: { ...address, phone: '06 12 34 56 78', instructions: 'Code 4512' },
      can_suspend: false,
    });
    expect(order.recipes.map((recipe: Entry) => recipe.id)).toEqual([
      first.id,
      premium.id,
      second.id,
    ]);
    // 2 guests × 3 recipes = 6 dishes: 55 €; premium for 2: 17,80 − 11,80 = 6 €; BIENVENUE:
    // 50 % of 55 €
    expect(order.recipes[1]).toMatchObject({ tier: 'premium', supplement: 6 });
    expect(order.price).toEqual({
      recipes: 55,
      supplements: 6,
      subtotal: 61,
      coupon_code: 'BIENVENUE',
      coupon_discount: 27.5,
      gift_card_code: null,
      gift_card_deduction: 0,
      total: 33.5,
      currency: 'EUR',
    });
    expect(order.total).toBe(33.5);
    const read = await t.request.get(`/api/orders/${order.documentId}`).set(auth).expect(200);
    expect(read.body.data).toEqual(order);
  });

  it('replaces the unpaid first order when the shopper orders again', async () => {
    const auth = await customer();
    const first = (await createOrder(auth, orderBody()).expect(201)).body.data;
    const before = counts();
    const second = (await createOrder(auth, orderBody({ delivery_date: '2026-12-05' })).expect(201))
      .body.data;
    expect(counts().orders).toBe(before.orders);
    const list = await t.request.get('/api/orders').set(auth).expect(200);
    expect(list.body.data.map((order: Order) => order.documentId)).toEqual([second.documentId]);
    await t.request.get(`/api/orders/${first.documentId}`).set(auth).expect(404);
  });

  it('delivers every département: Corsica and the five overseas ones too (DECISIONS, Copy)', async () => {
    const auth = await customer();
    for (const postcode of ['20000', '20200', '97100', '97200', '97300', '97400', '97600']) {
      const order = (
        await createOrder(auth, orderBody({ delivery: { ...address, postcode } })).expect(201)
      ).body.data;
      expect(order.delivery.postcode, postcode).toBe(postcode);
    }
  });

  it('takes names as long as the account takes them: 100 characters (it refused 81)', async () => {
    const auth = await customer();
    const long = { first_name: 'I'.repeat(100), last_name: 'R'.repeat(100) };
    const order = (
      await createOrder(auth, orderBody({ delivery: { ...address, ...long } })).expect(201)
    ).body.data;
    expect(order.delivery).toMatchObject(long);
  });

  it('records the subscription sent with it in the same transaction (README « Funnel »)', async () => {
    const auth = await customer(null);
    const order = (
      await createOrder(
        auth,
        orderBody({ subscription: { quantity: 2, recipe_count: 3, preferences: ['healthy'] } }),
      ).expect(201)
    ).body.data;
    expect(order).toMatchObject({ guests: 2, recipe_count: 3 });
    const subscription = (await t.request.get('/api/users/me?populate=*').set(auth).expect(200))
      .body.subscriptions[0];
    expect(subscription.subscription_setting).toMatchObject({
      quantity: 2,
      recipe_count: 3,
      healthy: true,
    });
  });

  it('writes neither the subscription nor the order when the order is refused', async () => {
    const fresh = await customer(null);
    const rows = () =>
      JSON.stringify([
        t.api.store.sqlite.prepare('SELECT * FROM subscriptions ORDER BY id').all(),
        t.api.store.sqlite.prepare('SELECT * FROM orders ORDER BY id').all(),
      ]);
    const before = rows();
    const expired = await createOrder(
      fresh,
      orderBody({ subscription: { quantity: 2, recipe_count: 3 }, coupon_code: 'PERIME' }),
    ).expect(400);
    expect(expired.body.error.details.errors).toEqual([
      { path: ['coupon_code'], message: 'code not found' },
    ]);
    expect(rows()).toBe(before);

    // a box changed with a recipe of another week: the earlier box and order stay
    const auth = await customer();
    await createOrder(auth, orderBody()).expect(201);
    const recorded = rows();
    const other = week50.find((recipe) => !week49.some((entry) => entry.id === recipe.id));
    if (!other) throw new Error('week 50 has a recipe of its own');
    await createOrder(
      auth,
      orderBody({
        subscription: { quantity: 4, recipe_count: 2 },
        recipes: [classiques()[0]?.id, other.id],
      }),
    ).expect(400);
    expect(rows()).toBe(recorded);
    // a box the grid does not sell: refused on its own path, nothing written
    const unsold = await createOrder(
      auth,
      orderBody({ subscription: { quantity: 8, recipe_count: 5 } }),
    ).expect(400);
    expect(unsold.body.error.details.errors).toEqual([
      { path: ['subscription', 'recipe_count'], message: gridMessageText },
    ]);
    expect(rows()).toBe(recorded);
  });

  it('needs a subscription, and a logged-in customer', async () => {
    const auth = await customer(null);
    const before = counts();
    const response = await createOrder(auth, orderBody()).expect(400);
    expect(response.body.error.message).toBe('Subscription not found');
    await t.request.post('/api/orders').send({ data: orderBody() }).expect(401);
    expect(counts()).toEqual(before);
  });

  const recipes = (count: number) =>
    classiques()
      .slice(0, count)
      .map((recipe) => recipe.id);
  const otherWeekOnly = () =>
    week50.find((recipe) => !week49.some((other) => other.id === recipe.id))?.id;

  it.each([
    [
      '9 recipes for a subscription of 3',
      () => ({ recipes: recipes(9) }),
      ['recipes'],
      "expected 3 recipes (the subscription's recipe_count), got 9",
    ],
    [
      'a recipe twice',
      () => ({ recipes: [recipes(1)[0], ...recipes(2)] }),
      ['recipes'],
      'recipes must not repeat a recipe',
    ],
    [
      'an unknown recipe',
      () => ({ recipes: [...recipes(2), 999999] }),
      ['recipes', '2'],
      'unknown recipe 999999',
    ],
    [
      'a recipe of another week',
      () => ({ recipes: [otherWeekOnly(), ...recipes(2)] }),
      ['recipes', '0'],
      expect.stringMatching(/^recipe \d+ is not on this week's menu$/),
    ],
    ['no recipes', () => ({ recipes: [] }), ['recipes'], expect.any(String)],
    ['recipes by name', () => ({ recipes: ['tarte'] }), ['recipes', '0'], expect.any(String)],
    [
      'a week out of the planning',
      () => ({ week: 51 }),
      ['week'],
      "week must be one of the planning's: 48, 49, 50",
    ],
    ['week 54', () => ({ week: 54 }), ['week'], expect.any(String)],
    [
      'the week as text',
      () => ({ week: '49' }),
      ['week'],
      'week must be an ISO week number from 1 to 53',
    ],
    [
      'postcode 00000',
      () => ({ delivery: { ...address, postcode: '00000' } }),
      ['delivery', 'postcode'],
      'postcode is not a French postcode',
    ],
    [
      'postcode 99999',
      () => ({ delivery: { ...address, postcode: '99999' } }),
      ['delivery', 'postcode'],
      'postcode is not a French postcode',
    ],
    [
      'a postcode of 4 digits',
      () => ({ delivery: { ...address, postcode: '7500' } }),
      ['delivery', 'postcode'],
      'postcode must be 5 digits',
    ],
    [
      'a postcode of Saint-Pierre-et-Miquelon, a collectivité',
      () => ({ delivery: { ...address, postcode: '97500' } }),
      ['delivery', 'postcode'],
      'postcode is outside the delivery area (the départements of France)',
    ],
    [
      'a postcode of Saint-Barthélemy, a collectivité under 971',
      () => ({ delivery: { ...address, postcode: '97133' } }),
      ['delivery', 'postcode'],
      'postcode is outside the delivery area (the départements of France)',
    ],
    [
      'a postcode of New Caledonia',
      () => ({ delivery: { ...address, postcode: '98800' } }),
      ['delivery', 'postcode'],
      'postcode is outside the delivery area (the départements of France)',
    ],
    [
      'postcode 96000',
      () => ({ delivery: { ...address, postcode: '96000' } }),
      ['delivery', 'postcode'],
      'postcode is not a French postcode',
    ],
    [
      'a foreign phone',
      () => ({ delivery: { ...address, phone: '+44 20 7946 0958' } }),
      ['delivery', 'phone'],
      'phone must be a French phone number',
    ],
    [
      'a short phone',
      () => ({ delivery: { ...address, phone: '06 12 34' } }),
      ['delivery', 'phone'],
      'phone must be a French phone number',
    ],
    [
      'no city',
      () => ({ delivery: { ...address, city: '  ' } }),
      ['delivery', 'city'],
      expect.any(String),
    ],
    [
      'a name over the account’s 100 characters',
      () => ({ delivery: { ...address, last_name: 'R'.repeat(101) } }),
      ['delivery', 'last_name'],
      expect.any(String),
    ],
    [
      'a name on two lines',
      () => ({ delivery: { ...address, last_name: 'Roux\nX' } }),
      ['delivery', 'last_name'],
      'must hold one line of text',
    ],
    [
      'an unknown address field',
      () => ({ delivery: { ...address, floor: 3 } }),
      ['delivery'],
      expect.stringContaining('floor'),
    ],
    ['no delivery address', () => ({ delivery: undefined }), ['delivery'], expect.any(String)],
    [
      'a past date',
      () => ({ week: 48, delivery_date: '2026-11-24' }),
      ['delivery_date'],
      'delivery_date must be after today',
    ],
    [
      'a day past its deadline',
      () => ({ week: 48, delivery_date: '2026-11-27' }),
      ['delivery_date'],
      'orders for 2026-11-27 closed at 2026-11-21T22:59:00.000Z',
    ],
    [
      'a Monday',
      () => ({ delivery_date: '2026-11-30' }),
      ['delivery_date'],
      'delivery_date must be a Tuesday to Saturday of week 49, 2026-12-01 to 2026-12-05',
    ],
    [
      'a day of another week',
      () => ({ delivery_date: '2026-12-08' }),
      ['delivery_date'],
      expect.stringContaining('Tuesday to Saturday'),
    ],
    [
      'a date that is none',
      () => ({ delivery_date: '2026-13-45' }),
      ['delivery_date'],
      'delivery_date must be a date, YYYY-MM-DD',
    ],
    [
      'February 30th',
      () => ({ delivery_date: '2026-02-30' }),
      ['delivery_date'],
      'delivery_date must be a date, YYYY-MM-DD',
    ],
    [
      'a slot not offered',
      () => ({ slot: { start: '12:00', end: '14:00' } }),
      ['slot'],
      'slot must be one of 08:00–12:00, 18:00–21:00',
    ],
    ['an expired promo code', () => ({ coupon_code: 'PERIME' }), ['coupon_code'], 'code not found'],
    [
      'an unknown promo code',
      () => ({ coupon_code: 'INCONNU' }),
      ['coupon_code'],
      'code not found',
    ],
    [
      'an unknown gift card',
      () => ({ gift_card_code: 'POTI-NOPE-NOPE' }),
      ['gift_card_code'],
      'code not found',
    ],
    [
      'an expired gift card',
      () => ({ gift_card_code: 'CADEAU-PERIME' }),
      ['gift_card_code'],
      'code not found',
    ],
    ['an unknown field', () => ({ total: 0 }), [], expect.stringContaining('total')],
  ])('refuses %s with a 400 and writes nothing', async (_label, overrides, path, message) => {
    t.api.store.sqlite
      .prepare(
        `INSERT OR IGNORE INTO gift_cards (document_id, code, value, customer_display, expires_at, created_at)
         VALUES ('perimeperimeperimeperime', 'CADEAU-PERIME', 30, 'Carte cadeau de 30 €', '2026-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`,
      )
      .run();
    const auth = await customer();
    const before = counts();
    const response = await createOrder(auth, orderBody(overrides())).expect(400);
    expect(response.body.error).toMatchObject({ status: 400, message: 'Bad Request' });
    expect(response.body.error.details.errors).toContainEqual({ path, message });
    expect(counts()).toEqual(before);
  });

  it('answers bodies of any shape with a 400, never a 5xx', async () => {
    const auth = await customer();
    const before = counts();
    for (const data of [
      null,
      [],
      'x',
      { ...orderBody(), recipes: [1e308] },
      { ...orderBody(), recipes: 'abc' },
      { ...orderBody(), slot: '18:00' },
      { ...orderBody(), delivery: [] },
      { ...orderBody(), coupon_code: { $ne: '' } },
      { ...orderBody(), delivery_date: 20261203 },
    ])
      await createOrder(auth, data as object).expect(400);
    expect(counts()).toEqual(before);
  });
});

describe('POST /api/orders/{id}/pay', () => {
  /** A customer and their first order of week 49, with the codes given. */
  async function ordered(codes: object = {}, setting = { quantity: 2, recipe_count: 3 }) {
    const auth = await customer(setting);
    const body = orderBody({ recipes: recipes(setting.recipe_count), ...codes });
    const order = (await createOrder(auth, body).expect(201)).body.data as Order & {
      total: number;
    };
    return { auth, order };
  }
  const recipes = (count: number) =>
    classiques()
      .slice(0, count)
      .map((recipe) => recipe.id);
  const paidAt = (order: Order) =>
    sql<{ paid_at: string | null }>('SELECT paid_at FROM orders WHERE id = ?', order.id).paid_at;

  it('pays the first order: the funnel is completed, the card saved, the codes recorded', async () => {
    const { auth, order } = await ordered({ coupon_code: 'RECETTE5' });
    const before = counts();
    const response = await pay(auth, order.id, {
      paymentMethod: card(visa),
      returnUrl: '/panier/confirmation',
    }).expect(200);
    const result = response.body.data;
    expect(result).toMatchObject({
      resultCode: 'Authorised',
      pspReference: expect.stringMatching(/^\d{16}$/),
      amount: { value: 5000, currency: 'EUR' },
      order: {
        id: order.id,
        status: 'preorder',
        is_first: true,
        paid_at: clock.toISOString(),
        price: { recipes: 55, coupon_code: 'RECETTE5', coupon_discount: 5, total: 50 },
      },
      card: { brand: 'visa', last_four: '1142', expiry_month: '03', expiry_year: '2030' },
    });
    expect(counts()).toEqual({
      ...before,
      payments: before.payments + 1,
      cards: before.cards + 1,
      completed: before.completed + 1,
    });
    // spec §4's user flags: the first subscription exists and has funnel_completed
    const user = await me(auth);
    expect(user.subscriptions[0]?.funnel_completed).toBe(true);
    const cards = await t.request.get('/api/credit-cards').set(auth).expect(200);
    expect(cards.body.data).toHaveLength(1);
    const read = await t.request.get(`/api/orders/${order.id}`).set(auth).expect(200);
    expect(read.body.data).toEqual(result.order);

    // done: nothing more to pay, order or subscribe
    const again = await pay(auth, order.id, { paymentMethod: card(visa) }).expect(400);
    expect(again.body.error.message).toBe('Order already paid');
    const more = await createOrder(auth, orderBody()).expect(400);
    expect(more.body.error.message).toBe('First order already paid');
    const subscription = await t.request
      .post('/api/subscriptions')
      .set(auth)
      .send({ data: { quantity: 2, recipe_count: 3 } })
      .expect(400);
    expect(subscription.body.error.message).toBe('Subscription already exists');
  });

  it('pays with a card saved by /credit-cards/add, 3-D Secure done there, saving none again', async () => {
    const { auth, order } = await ordered();
    const started = await t.request
      .post('/api/credit-cards/add')
      .set(auth)
      .send({ data: { paymentMethod: card(visa3ds), returnUrl: '/panier/paiement' } })
      .expect(200);
    expect(started.body.data.resultCode).toBe('RedirectShopper');
    const back = await t.request
      .post(String(started.body.data.action.url))
      .type('form')
      .send({ outcome: 'approve' })
      .expect(303);
    const redirectResult = new URL(
      back.headers.location ?? '',
      'http://site.test',
    ).searchParams.get('redirectResult');
    const saved = (await details(redirectResult).expect(200)).body.data;
    expect(saved).toMatchObject({ resultCode: 'Authorised', card: { last_four: '0006' } });
    // asked again (a reload), the same card, saved once
    const again = (await details(redirectResult).expect(200)).body.data;
    expect(again.card).toEqual(saved.card);
    const before = counts();
    const paymentMethod = {
      type: 'scheme',
      storedPaymentMethodId: saved.card.stored_payment_method_id,
    };
    const paid = await pay(auth, order.id, { paymentMethod }, 'stored-1').expect(200);
    expect(paid.body.data).toMatchObject({
      resultCode: 'Authorised',
      order: { id: order.id, paid_at: clock.toISOString() },
      card: saved.card,
    });
    expect(counts()).toEqual({
      ...before,
      payments: before.payments + 1,
      keys: before.keys + 1,
      completed: before.completed + 1,
    });
  });

  it('refuses a saved card of someone else, or none, with Adyen’s 422, and pays nothing', async () => {
    const { auth, order } = await ordered();
    const other = await customer();
    const theirs = (
      await t.request
        .post('/api/credit-cards/add')
        .set(other)
        .send({ data: { paymentMethod: card(visa) } })
        .expect(200)
    ).body.data.card;
    const before = counts();
    for (const storedPaymentMethodId of [theirs.stored_payment_method_id, 'PMNOPE']) {
      const response = await pay(auth, order.id, {
        paymentMethod: { type: 'scheme', storedPaymentMethodId },
      }).expect(422);
      expect(response.body.error.message).toBe('PaymentDetail not found');
    }
    expect(counts()).toEqual(before);
  });

  it('answers a refused card as the gift cards do, and spends nothing', async () => {
    const { auth, order } = await ordered({ gift_card_code: 'CADEAU-TEST-50' });
    const before = counts();
    const response = await pay(auth, order.id, {
      paymentMethod: card(visa, 'NOT_ENOUGH_BALANCE'),
    }).expect(200);
    expect(response.body.data).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'Not enough balance',
      refusalReasonCode: '12',
    });
    // the attempt is recorded, like every refusal; nothing is paid, spent or saved
    expect(counts()).toEqual({ ...before, payments: before.payments + 1 });
    expect(paidAt(order)).toBeNull();
    expect((await me(auth)).subscriptions[0]?.funnel_completed).toBe(false);
  });

  it.each([
    ['no payment method', {}, 422, 'Payment method not provided'],
    [
      'a number failing Luhn',
      { paymentMethod: card('4111111145551143') },
      422,
      'Invalid card number',
    ],
    ['a card that is no card', { paymentMethod: { type: 'scheme' } }, 400, 'Bad Request'],
    [
      'a return URL elsewhere',
      { paymentMethod: card(visa), returnUrl: 'javascript:alert(1)' },
      400,
      'Invalid returnUrl',
    ],
  ])('refuses %s, and writes nothing', async (_label, data, status, message) => {
    const { auth, order } = await ordered();
    const before = counts();
    const response = await pay(auth, order.id, data, 'attempt-1').expect(status);
    expect(response.body.error.message).toBe(message);
    expect(counts()).toEqual(before);
  });

  it('needs the shopper reference (spec §5), the customer’s own order and a login', async () => {
    const { auth, order } = await ordered();
    const before = counts();
    const userId = sql<{ user_id: number }>('SELECT user_id FROM orders WHERE id = ?', order.id);
    t.api.store.sqlite
      .prepare('UPDATE users SET adyen_shopper_reference = NULL WHERE id = ?')
      .run(userId.user_id);
    const missing = await pay(auth, order.id, { paymentMethod: card(visa) }).expect(400);
    expect(missing.body.error.message).toBe('Card creation impossible: customer reference missing');
    await t.request.post('/api/users/me/shopper-reference').set(auth).expect(201);
    const other = await customer();
    await pay(other, order.id, { paymentMethod: card(visa) }).expect(404);
    await t.request
      .post(`/api/orders/${order.id}/pay`)
      .send({ data: { paymentMethod: card(visa) } })
      .expect(401);
    const seeded = { Authorization: `Bearer ${await login(t.request, 'abonne@example.fr')}` };
    const orders = await t.request.get('/api/orders').set(seeded).expect(200);
    const later = (orders.body.data as (Order & { status: string })[]).find(
      (entry) => entry.status === 'preorder',
    );
    await pay(seeded, later?.id ?? 0, { paymentMethod: card(visa) }).expect(400);
    expect(counts()).toMatchObject({ payments: before.payments, cards: before.cards });
  });

  it('refuses a promo code that expired since the order, and pays nothing', async () => {
    t.api.store.sqlite
      .prepare(
        `INSERT INTO discounts (document_id, code, scope, discount_type, value, max_value, expires_at, created_at)
         VALUES ('courtcourtcourtcourtcour', 'COURT', 'all', 'fixed', 10, NULL, '2026-11-25T12:00:00.000Z', '2026-11-01T00:00:00.000Z')`,
      )
      .run();
    const { auth, order } = await ordered({ coupon_code: 'COURT' });
    const before = counts();
    clock = new Date('2026-11-25T13:00:00Z');
    try {
      const response = await pay(auth, order.id, { paymentMethod: card(visa) }).expect(400);
      expect(response.body.error.message).toBe('code not found');
    } finally {
      clock = new Date('2026-11-25T10:00:00Z');
    }
    expect(counts()).toEqual(before);
  });

  it('answers « unable to create order » once the delivery day is closed, and pays nothing', async () => {
    const { auth, order } = await ordered({}, { quantity: 2, recipe_count: 2 });
    const body = orderBody({ recipes: recipes(2), delivery_date: '2026-12-01' });
    const tuesday = (await createOrder(auth, body).expect(201)).body.data as Order;
    expect(tuesday.documentId).not.toBe(order.documentId);
    const before = counts();
    clock = new Date('2026-11-25T23:30:00Z'); // past Wednesday 23:59 in Paris
    try {
      const response = await pay(auth, tuesday.id, { paymentMethod: card(visa) }).expect(400);
      expect(response.body.error.message).toBe('unable to create order');
    } finally {
      clock = new Date('2026-11-25T10:00:00Z');
    }
    expect(counts()).toEqual(before);
  });

  it('takes no payment when the codes pay it all: the card is saved for 0 €', async () => {
    t.api.store.sqlite
      .prepare(
        `INSERT INTO gift_cards (document_id, code, value, customer_display, expires_at, created_at)
         VALUES ('centcentcentcentcentcent', 'CADEAU-TEST-100', 100, 'Carte cadeau de 100 €', '2030-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
      )
      .run();
    const { auth, order } = await ordered({ gift_card_code: 'CADEAU-TEST-100' });
    expect(order.total).toBe(0);
    const response = await pay(auth, order.id, { paymentMethod: card(visa) }).expect(200);
    expect(response.body.data).toMatchObject({
      resultCode: 'Authorised',
      amount: { value: 0, currency: 'EUR' },
      order: { price: { gift_card_code: 'CADEAU-TEST-100', gift_card_deduction: 55, total: 0 } },
      card: { last_four: '1142' },
    });
    expect(
      sql<{ used_by_user_id: number | null }>(
        "SELECT used_by_user_id FROM gift_cards WHERE code = 'CADEAU-TEST-100'",
      ).used_by_user_id,
    ).not.toBeNull();
    expect((await me(auth)).subscriptions[0]?.funnel_completed).toBe(true);
  });

  it('answers a payment sent again with its Idempotency-Key as the first time, and pays once', async () => {
    const { auth, order } = await ordered();
    const before = counts();
    const data = { paymentMethod: card(visa), returnUrl: '/panier/confirmation' };
    const first = await pay(auth, order.id, data, 'tunnel-key-1').expect(200);
    const again = await pay(auth, order.id, data, 'tunnel-key-1').expect(200);
    expect(again.body).toEqual(first.body);
    expect(counts()).toEqual({
      ...before,
      payments: before.payments + 1,
      cards: before.cards + 1,
      completed: before.completed + 1,
      keys: before.keys + 1,
    });
    const other = await pay(auth, order.id, { ...data, returnUrl: '/' }, 'tunnel-key-1').expect(
      422,
    );
    expect(other.body.error.message).toBe('Idempotency key already used for another request');
  });

  it('never answers a key for another order than the one it paid', async () => {
    const { auth, order } = await ordered();
    const declined = { paymentMethod: card(visa, 'DECLINED') };
    await pay(auth, order.id, declined, 'tunnel-key-2').expect(200);
    const replaced = (await createOrder(auth, orderBody()).expect(201)).body.data as Order;
    const response = await pay(auth, replaced.id, declined, 'tunnel-key-2').expect(422);
    expect(response.body.error.message).toBe('Idempotency key already used for another request');
  });

  it('pays after 3-D Secure through the bank’s page, once', async () => {
    const { auth, order } = await ordered({ gift_card_code: 'CADEAU-TEST-50' });
    const started = await pay(auth, order.id, {
      paymentMethod: card(visa3ds),
      returnUrl: '/panier/confirmation',
    }).expect(200);
    expect(started.body.data.resultCode).toBe('RedirectShopper');
    expect(paidAt(order)).toBeNull();
    const challenge = String(started.body.data.action.url);
    const page = await t.request.get(challenge).expect(200);
    expect(page.text).toContain('Paiement de 5,00\u00a0€.');
    const back = await t.request
      .post(challenge)
      .type('form')
      .send({ outcome: 'approve' })
      .expect(303);
    const url = new URL(back.headers.location ?? '', 'http://site.test');
    expect(url.pathname).toBe('/panier/confirmation');
    const redirectResult = url.searchParams.get('redirectResult');
    const before = counts();
    const done = await details(redirectResult).expect(200);
    expect(done.body.data).toMatchObject({
      resultCode: 'Authorised',
      amount: { value: 500, currency: 'EUR' },
      order: { id: order.id, paid_at: clock.toISOString(), price: { gift_card_deduction: 50 } },
      card: { brand: 'visa', last_four: '0006' },
    });
    expect(counts()).toEqual({
      ...before,
      cards: before.cards + 1,
      completed: before.completed + 1,
      spentGiftCards: before.spentGiftCards + 1,
    });
    expect((await me(auth)).subscriptions[0]?.funnel_completed).toBe(true);
    const again = await details(redirectResult).expect(200);
    expect(again.body.data).toMatchObject({
      resultCode: 'Authorised',
      order: done.body.data.order,
    });
    expect(counts().cards).toBe(before.cards + 1);
  });

  it('pays nothing when the shopper refuses 3-D Secure', async () => {
    const { auth, order } = await ordered();
    const redirectResult = await throughChallenge(auth, order.id, 'decline');
    const before = counts();
    const refused = await details(redirectResult).expect(200);
    expect(refused.body.data).toMatchObject({
      resultCode: 'Refused',
      refusalReason: '3D Not Authenticated',
    });
    expect(counts()).toEqual(before);
    expect(paidAt(order)).toBeNull();
    expect((await me(auth)).subscriptions[0]?.funnel_completed).toBe(false);
  });

  it('completes nothing for an order replaced while the bank asked for 3-D Secure', async () => {
    const { auth, order } = await ordered();
    const redirectResult = await throughChallenge(auth, order.id, 'approve');
    await createOrder(auth, orderBody()).expect(201);
    const before = counts();
    const response = await details(redirectResult).expect(400);
    expect(response.body.error.message).toBe('unable to create order');
    expect(counts()).toEqual(before);
  });
});

describe('one gift card, two orders paid at once', () => {
  const giftCard = () =>
    sql<{ used_by_user_id: number | null }>(
      "SELECT used_by_user_id FROM gift_cards WHERE code = 'CADEAU-TEST-50'",
    );
  const userOf = (order: Order) =>
    sql<{ user_id: number }>('SELECT user_id FROM orders WHERE id = ?', order.id).user_id;

  /** Two customers whose first orders carry the same gift card (still unspent). */
  async function twoOrders() {
    t.api.store.sqlite
      .prepare("UPDATE gift_cards SET used_by_user_id = NULL WHERE code = 'CADEAU-TEST-50'")
      .run();
    const body = orderBody({ gift_card_code: 'CADEAU-TEST-50' });
    return Promise.all(
      [0, 1].map(async () => {
        const auth = await customer();
        const order = (await createOrder(auth, body).expect(201)).body.data as Order;
        return { auth, order };
      }),
    );
  }

  it('spends the card once: one payment succeeds, the other answers 400 and pays nothing', async () => {
    const orders = await twoOrders();
    const before = counts();
    const responses = await Promise.all(
      orders.map(({ auth, order }) => pay(auth, order.id, { paymentMethod: card(visa) })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
    const refused = responses.find((response) => response.status === 400);
    expect(refused?.body.error.message).toBe('Gift card already used');
    const winner = orders[responses.findIndex((response) => response.status === 200)];
    expect(giftCard().used_by_user_id).toBe(winner && userOf(winner.order));
    expect(counts()).toEqual({
      ...before,
      payments: before.payments + 1,
      cards: before.cards + 1,
      completed: before.completed + 1,
      spentGiftCards: before.spentGiftCards + 1,
    });
  });

  it('spends it once when both wait for 3-D Secure and come back at the same time', async () => {
    const orders = await twoOrders();
    const redirectResults = await Promise.all(
      orders.map(({ auth, order }) => throughChallenge(auth, order.id, 'approve')),
    );
    const before = counts();
    const responses = await Promise.all(redirectResults.map(details));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
    expect(responses.find((r) => r.status === 400)?.body.error.message).toBe(
      'Gift card already used',
    );
    expect(counts()).toEqual({
      ...before,
      cards: before.cards + 1,
      completed: before.completed + 1,
      spentGiftCards: before.spentGiftCards + 1,
    });
  });
});

describe('migration 007', () => {
  it('rebuilds the payments of an existing database, every reference kept', () => {
    const dir = mkdtempSync(join(tmpdir(), 'product-api-007-'));
    const file = join(dir, 'api.sqlite');
    try {
      const before = new BetterSqlite3(file);
      const migrations = join(import.meta.dirname, '../../product-api/db/migrations');
      for (const name of readdirSync(migrations)
        .filter((n) => n < '007')
        .sort())
        before.exec(readFileSync(join(migrations, name), 'utf8'));
      before.pragma('user_version = 6');
      before.exec(`
        INSERT INTO users (id, document_id, username, email, password, created_at, updated_at)
          VALUES (1, 'u', 'a@example.fr', 'a@example.fr', 'x', '2026-01-01', '2026-01-01');
        INSERT INTO payments (id, psp_reference, merchant_reference, kind, amount_value, currency,
          result_code, user_id, created_at, updated_at)
          VALUES (7, '1234567890123456', 'POTI-1', 'gift_card', 5000, 'EUR', 'Authorised', 1, '2026-01-01', '2026-01-01');
        INSERT INTO gift_cards (document_id, code, value, customer_display, payment_id, expires_at, created_at)
          VALUES ('g', 'POTI-AAAA-BBBB', 50, 'Carte', 7, '2027-01-01', '2026-01-01');
        INSERT INTO orders (document_id, user_id, reference, is_first, status, delivery_date,
          slot_start, slot_end, change_deadline, guests, recipe_count, total, created_at, updated_at)
          VALUES ('o', 1, 'CMD-1', 1, 'delivered', '2026-02-03', '18:00', '21:00', '2026-01-28', 4, 3, 74, '2026-01-20', '2026-01-20');`);
      before.close();

      const store = openStore(file);
      expect(store.sqlite.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(7);
      expect(store.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(
        store.sqlite
          .prepare('SELECT p.kind FROM gift_cards g JOIN payments p ON p.id = g.payment_id')
          .all(),
      ).toEqual([{ kind: 'gift_card' }]);
      expect(store.sqlite.prepare('SELECT paid_at FROM orders').get()).toEqual({
        paid_at: '2026-01-20',
      });
      expect(store.sqlite.pragma('foreign_key_check')).toEqual([]);
      store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
