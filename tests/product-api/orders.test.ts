import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApi, type TestApi } from './support/start-test-api.ts';

let t: TestApi;
let auth: { Authorization: string };
beforeAll(async () => {
  t = await startTestApi();
  auth = { Authorization: `Bearer ${await login(t.request, 'abonne@example.fr')}` };
});
afterAll(() => t.stop());

interface Order {
  id: number;
  documentId: string;
  status: string;
  is_first: boolean;
  can_suspend: boolean;
  can_reactivate: boolean;
}
const orders = async () =>
  (await t.request.get('/api/orders').set(auth).expect(200)).body.data as Order[];

// spec §4: every delivery slot status
const statuses = [
  'preorder',
  'planned',
  'confirmed',
  'carried',
  'in_progress',
  'delivered',
  'canceled',
  'delivery_canceled',
  'failed',
  'skipped',
  'paused',
  'suspended',
];

describe('orders of abonne@example.fr', () => {
  it('cover every delivery status, with one first order', async () => {
    const list = await orders();
    expect(new Set(list.map((o) => o.status))).toEqual(new Set(statuses));
    expect(list.filter((o) => o.is_first)).toHaveLength(1);
  });

  it("each cost what spec §9's grid says of the subscription: 4 guests × 3 recipes, 82 €", async () => {
    const list = (await orders()) as (Order & {
      guests: number;
      recipe_count: number;
      total: number;
    })[];
    for (const order of list) {
      expect([order.guests, order.recipe_count, order.total]).toEqual([4, 3, 82]);
    }
  });

  it('are private: anonymous callers and other customers see none', async () => {
    await t.request.get('/api/orders').expect(401);
    const prospect = { Authorization: `Bearer ${await login(t.request, 'prospect@example.fr')}` };
    expect((await t.request.get('/api/orders').set(prospect).expect(200)).body.data).toEqual([]);
    const [order] = await orders();
    await t.request.post(`/api/orders/${order?.documentId}/suspend`).set(prospect).expect(404);
  });
});

interface BoxRecipe {
  name: string;
  slug: string;
  supplement: number;
  cover: { url: string; formats: Record<string, { url: string }> } | null;
}
interface OrderWithRecipes extends Order {
  delivery_date: string;
  recipe_count: number;
  year: number | null;
  week: number | null;
  recipes: BoxRecipe[];
}

/** ISO-8601 week of a calendar date (Monday first), as the menus number them. */
function isoWeekOf(date: string): { year: number; week: number } {
  const day = new Date(`${date}T00:00:00Z`);
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * 86_400_000);
  const january1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - january1) / 86_400_000 / 7) + 1;
  return { year: thursday.getUTCFullYear(), week };
}

describe("the fixture's days", () => {
  it('count from the day in Paris: at 23:30 UTC on 27 November, Paris is on the 28th', async () => {
    const late = await startTestApi({ now: () => new Date('2026-11-27T23:30:00Z') });
    try {
      const token = await login(late.request, 'abonne@example.fr');
      const list = (
        await late.request
          .get('/api/orders')
          .set({ Authorization: `Bearer ${token}` })
          .expect(200)
      ).body.data as { status: string; delivery_date: string }[];
      const dayOf = (status: string) => list.find((o) => o.status === status)?.delivery_date;
      // spec §4: « carried » is today's delivery, « in_progress » tomorrow's
      expect(dayOf('carried')).toBe('2026-11-28');
      expect(dayOf('in_progress')).toBe('2026-11-29');
    } finally {
      await late.stop();
    }
  });
});

describe('GET /api/orders?populate=recipes (README "Orders")', () => {
  it('gives every order of the fixture its week and its recipes, with their covers', async () => {
    const response = await t.request.get('/api/orders?populate=recipes').set(auth).expect(200);
    const list = response.body.data as OrderWithRecipes[];
    expect(list).toHaveLength(18);
    for (const order of list) {
      expect(order.recipes, order.delivery_date).toHaveLength(order.recipe_count);
      expect({ year: order.year, week: order.week }).toEqual(isoWeekOf(order.delivery_date));
      for (const recipe of order.recipes) {
        expect(recipe.name).not.toBe('');
        expect(recipe.supplement).toBe(0);
        expect(recipe.cover?.url).toMatch(/^\/uploads\//);
      }
    }
  });

  it('takes the recipes from the menu of the week', async () => {
    const list = (await t.request.get('/api/orders?populate[0]=recipes').set(auth).expect(200)).body
      .data as OrderWithRecipes[];
    const upcoming = list.find((order) => order.status === 'planned');
    const menu = await t.request.get(`/api/menus/get-menu-by-week?week=${upcoming?.week}`);
    const onMenu = new Set(
      (menu.body.data.menu_details as { recipe: { slug: string } }[]).map((d) => d.recipe.slug),
    );
    for (const recipe of upcoming?.recipes ?? []) expect(onMenu.has(recipe.slug)).toBe(true);
  });

  it('lists orders without recipes unless asked, and refuses other relations', async () => {
    const [order] = (await t.request.get('/api/orders').set(auth).expect(200)).body.data;
    expect(order).not.toHaveProperty('recipes');
    const refused = await t.request.get('/api/orders?populate=delivery').set(auth).expect(400);
    expect(refused.body.error.message).toBe('Invalid key delivery');
  });

  it('answers one order with the same recipes', async () => {
    const list = (await t.request.get('/api/orders?populate=*').set(auth).expect(200)).body
      .data as OrderWithRecipes[];
    const delivered = list.find((order) => order.status === 'delivered');
    const one = await t.request.get(`/api/orders/${delivered?.documentId}`).set(auth).expect(200);
    expect(one.body.data.recipes).toEqual(delivered?.recipes);
  });
});

describe('suspend and reactivate', () => {
  it('never suspends the first order (spec §4)', async () => {
    const first = (await orders()).find((o) => o.is_first);
    const response = await t.request.post(`/api/orders/${first?.id}/suspend`).set(auth).expect(400);
    expect(response.body.error.message).toBe('Cannot suspend first order');
  });

  it('suspends an order still open to changes, then reactivates it', async () => {
    const open = (await orders()).find((o) => o.status === 'preorder' && o.can_suspend);
    expect(open).toBeDefined();
    const suspended = await t.request
      .post(`/api/orders/${open?.documentId}/suspend`)
      .set(auth)
      .expect(200);
    // one box held, the subscription going on: `skipped` (spec §4: « En pause »)
    expect(suspended.body.data).toMatchObject({ status: 'skipped', can_reactivate: true });
    const reactivated = await t.request
      .post(`/api/orders/${open?.documentId}/reactivate`)
      .set(auth)
      .expect(200);
    expect(reactivated.body.data.status).toBe('preorder');
  });

  it('refuses to suspend an order on its way', async () => {
    const carried = (await orders()).find((o) => o.status === 'carried');
    await t.request.post(`/api/orders/${carried?.id}/suspend`).set(auth).expect(400);
  });

  it('reactivates a skipped week before its deadline', async () => {
    const skipped = (await orders()).find((o) => o.status === 'skipped');
    const response = await t.request
      .post(`/api/orders/${skipped?.id}/reactivate`)
      .set(auth)
      .expect(200);
    expect(response.body.data.status).toBe('preorder');
  });

  it('refuses to reactivate once the deadline has passed (spec §4)', async () => {
    const late = (await orders()).find((o) => o.status === 'skipped' && !o.can_reactivate);
    expect(late).toBeDefined();
    const response = await t.request
      .post(`/api/orders/${late?.id}/reactivate`)
      .set(auth)
      .expect(400);
    expect(response.body.error.message).toBe('You cannot reactivate this order anymore');
  });

  it('answers 404 for unknown orders', async () => {
    await t.request.post('/api/orders/999999/suspend').set(auth).expect(404);
    await t.request.post('/api/orders/..%2F..%2Fusers/suspend').set(auth).expect(404);
  });
});
