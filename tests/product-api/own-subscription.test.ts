import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApi, type TestApi } from './support/start-test-api.ts';

// The subscriber's own subscription (README « Subscriber's subscription », ADR 047): its setting
// and preferences, pause and reactivation, with what a pause does to the upcoming orders.

let t: TestApi;
let auth: { Authorization: string };
let prospect: { Authorization: string };
beforeAll(async () => {
  t = await startTestApi();
  auth = { Authorization: `Bearer ${await login(t.request, 'abonne@example.fr')}` };
  prospect = { Authorization: `Bearer ${await login(t.request, 'prospect@example.fr')}` };
});
afterAll(() => t.stop());

interface Subscription {
  paused: boolean;
  paused_date: string | null;
  suspended: boolean;
  subscription_setting: Record<string, number | boolean>;
}
interface Order {
  documentId: string;
  status: string;
  is_first: boolean;
  change_deadline: string;
}

const subscription = async () =>
  (await t.request.get('/api/users/me?populate[0]=subscriptions').set(auth).expect(200)).body
    .subscriptions[0] as Subscription;
const orders = async () =>
  (await t.request.get('/api/orders').set(auth).expect(200)).body.data as Order[];
const put = (data: unknown, who = auth) =>
  t.request.put('/api/subscriptions/me').set(who).send({ data });

describe('without a session or a completed funnel', () => {
  it('answers 401 to anonymous callers', async () => {
    await t.request
      .put('/api/subscriptions/me')
      .send({ data: { quantity: 2 } })
      .expect(401);
    await t.request.post('/api/subscriptions/me/pause').expect(401);
    await t.request.post('/api/subscriptions/me/reactivate').expect(401);
  });

  it('answers 400 Subscription not found to a prospect', async () => {
    const refused = await put({ quantity: 2 }, prospect).expect(400);
    expect(refused.body.error.message).toBe('Subscription not found');
    const pause = await t.request.post('/api/subscriptions/me/pause').set(prospect).expect(400);
    expect(pause.body.error.message).toBe('Subscription not found');
  });
});

describe('PUT /api/subscriptions/me', () => {
  it('changes the setting and the preferences, each alone', async () => {
    const before = (await subscription()).subscription_setting;
    const answer = await put({ quantity: 2, recipe_count: 5 }).expect(200);
    expect(answer.body.data.subscription_setting).toMatchObject({ quantity: 2, recipe_count: 5 });
    await put({ preferences: ['vegetarian', 'no_fish'] }).expect(200);
    expect((await subscription()).subscription_setting).toEqual({
      quantity: 2,
      recipe_count: 5,
      healthy: false,
      speedy: false,
      vegetarian: true,
      no_pork: false,
      no_fish: true,
    });
    await put({
      quantity: before.quantity,
      recipe_count: before.recipe_count,
      preferences: [],
    }).expect(200);
    expect((await subscription()).subscription_setting).toEqual(before);
  });

  it.each([
    [{ quantity: 3 }, 'quantity', 'quantity (guests) must be 2, 4, 6 or 8'],
    [{ recipe_count: 99 }, 'recipe_count', 'quantity × recipe_count must be an even number'],
    [{ recipe_count: 2.5 }, 'recipe_count', 'recipe_count must be a whole number of recipes'],
    [{ quantity: 8, recipe_count: 5 }, 'recipe_count', 'quantity × recipe_count'],
    [{ preferences: ['spicy'] }, 'preferences', 'Invalid option'],
    [{ colour: 'red' }, '', 'Unrecognized key'],
    [{}, '', 'nothing to change'],
  ])('refuses %j with details.errors and writes nothing', async (data, path, message) => {
    const before = await subscription();
    const refused = await put(data).expect(400);
    expect(refused.body.error.message).toBe('Bad Request');
    const errors = refused.body.error.details.errors as { path: string[]; message: string }[];
    expect(
      errors.some((e) => e.path.join('.').startsWith(path) && e.message.includes(message)),
    ).toBe(true);
    expect(await subscription()).toEqual(before);
  });

  it('refuses a body without data', async () => {
    await t.request.put('/api/subscriptions/me').set(auth).send({ quantity: 2 }).expect(400);
  });
});

describe('pause and reactivate', () => {
  it('pauses the subscription and its open upcoming orders, then brings them back', async () => {
    const before = await orders();
    const now = new Date().toISOString();
    const open = (o: Order) =>
      !o.is_first &&
      ['preorder', 'planned', 'confirmed'].includes(o.status) &&
      o.change_deadline > now;
    const held = before.filter(open).map((o) => o.documentId);
    expect(held.length).toBeGreaterThan(0);

    const paused = await t.request.post('/api/subscriptions/me/pause').set(auth).expect(200);
    expect(paused.body.data).toMatchObject({ paused: true, suspended: false });
    expect(Date.parse(paused.body.data.paused_date)).toBeGreaterThan(Date.now() - 60_000);
    const during = await orders();
    for (const order of during) {
      const was = before.find((o) => o.documentId === order.documentId)?.status;
      expect(order.status).toBe(held.includes(order.documentId) ? 'paused' : was);
    }

    const again = await t.request.post('/api/subscriptions/me/pause').set(auth).expect(400);
    expect(again.body.error.message).toBe('Subscription already paused');
    expect(await orders()).toEqual(during);

    const back = await t.request.post('/api/subscriptions/me/reactivate').set(auth).expect(200);
    expect(back.body.data).toMatchObject({ paused: false, paused_date: null });
    expect((await orders()).map((o) => [o.documentId, o.status])).toEqual(
      before.map((o) => [o.documentId, o.status]),
    );
  });

  it('refuses to reactivate an active subscription, and writes nothing', async () => {
    const before = await subscription();
    const refused = await t.request.post('/api/subscriptions/me/reactivate').set(auth).expect(400);
    expect(refused.body.error.message).toBe('Subscription already active');
    expect(await subscription()).toEqual(before);
  });

  it('reactivates a subscription the company suspended, and refuses to pause it meanwhile', async () => {
    // an administrator's suspension (spec §4 user flags): no call of the site makes one
    t.api.store.sqlite
      .prepare(
        "UPDATE subscriptions SET suspended = 1, suspended_date = '2026-11-01T09:00:00.000Z' WHERE user_id = (SELECT id FROM users WHERE email = 'abonne@example.fr')",
      )
      .run();
    expect(await subscription()).toMatchObject({ suspended: true });
    const pause = await t.request.post('/api/subscriptions/me/pause').set(auth).expect(400);
    expect(pause.body.error.message).toBe('Subscription is suspended');
    const back = await t.request.post('/api/subscriptions/me/reactivate').set(auth).expect(200);
    expect(back.body.data).toMatchObject({ suspended: false, suspended_date: null, paused: false });
  });
});
