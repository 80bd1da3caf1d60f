import { isoDate, isoWeekOf, parisDay } from '../catalogue/iso-week.ts';
import { ensureMenu } from '../catalogue/weekly-menus.ts';
import { gridPrice } from '../catalogue/welcome-offer-grid.ts';
import type { Store } from '../db/database.ts';
import { documentId } from '../db/document-id.ts';
import type { OrderStatus } from '../db/schema.ts';
import { changeDeadline, deliverySlots } from '../orders/delivery-schedule.ts';

// The fixtures the site's tests and demos rely on (README, "Fixtures"): keep them as they are.
export const fixturePassword = 'motdepasse';

const dayMs = 86_400_000;

interface FixtureOrder {
  status: OrderStatus;
  /** days from today to the delivery */
  inDays: number;
  previous?: OrderStatus;
}

// abonne@example.fr: a first order and later ones in every delivery status of spec §4.
const subscriberOrders: FixtureOrder[] = [
  { status: 'delivered', inDays: -70 },
  { status: 'delivered', inDays: -63 },
  { status: 'canceled', inDays: -56 },
  { status: 'delivery_canceled', inDays: -49 },
  { status: 'failed', inDays: -42 },
  { status: 'paused', inDays: -35 },
  { status: 'delivered', inDays: -28 },
  // a box of the weeks the company had suspended the subscription
  { status: 'suspended', inDays: -21 },
  { status: 'delivered', inDays: -14 },
  { status: 'delivered', inDays: -7 },
  { status: 'carried', inDays: 0 },
  { status: 'in_progress', inDays: 1 },
  // skipped, and its deadline has passed since: it can no longer be reactivated
  { status: 'skipped', inDays: 2, previous: 'confirmed' },
  { status: 'confirmed', inDays: 4 },
  { status: 'planned', inDays: 9 },
  { status: 'preorder', inDays: 16 },
  { status: 'skipped', inDays: 23, previous: 'preorder' },
  { status: 'preorder', inDays: 30 },
];

/** `days` after the day of `base` in Paris, where the site counts its days (DECISIONS). */
function dayAt(base: Date, days: number): Date {
  return new Date(parisDay(base).getTime() + days * dayMs);
}

/**
 * The recipes of a fixture's box: the first ones of its week's menu that cost no supplement
 * (classique and signature, README "Funnel"), so that the box's total stays the grid's.
 */
function boxRecipes(store: Store, menuId: number, count: number): number[] {
  return store
    .all(
      store.db
        .selectFrom('menu_details')
        .innerJoin('recipes', 'recipes.id', 'menu_details.recipe_id')
        .select('recipes.id')
        .where('menu_details.menu_id', '=', menuId)
        .where('recipes.tier', 'in', ['classique', 'signature'])
        .orderBy('menu_details.position')
        .limit(count),
    )
    .map((recipe) => recipe.id);
}

export function seedCustomers(store: Store, now: Date, passwordHash: string): void {
  const { db } = store;
  const stamp = now.toISOString();
  const loyalty = (vip: string | null, points: number) =>
    store.insertId(
      db.insertInto('loyalties').values({ document_id: documentId(), vip_tier_name: vip, points }),
    );
  const user = (fields: {
    email: string;
    first_name: string;
    last_name: string;
    phone_number: string | null;
    birthday_date: string | null;
    adyen_shopper_reference: string | null;
    blocked: 0 | 1;
    loyalty_id: number;
    created_at: string;
  }) =>
    store.insertId(
      db.insertInto('users').values({
        document_id: documentId(),
        username: fields.email,
        password: passwordHash,
        updated_at: stamp,
        ...fields,
      }),
    );

  const subscriberId = user({
    email: 'abonne@example.fr',
    first_name: 'Claire',
    last_name: 'Dubois',
    phone_number: '06 12 34 56 78',
    birthday_date: '1988-04-12',
    adyen_shopper_reference: 'POTI-SHOPPER-000123',
    blocked: 0,
    loyalty_id: loyalty('Gourmet', 1240),
    created_at: '2024-03-18T10:24:00.000Z',
  });
  user({
    email: 'prospect@example.fr',
    first_name: 'Hugo',
    last_name: 'Martin',
    phone_number: null,
    birthday_date: null,
    adyen_shopper_reference: null,
    blocked: 0,
    loyalty_id: loyalty(null, 0),
    created_at: '2026-09-02T18:05:00.000Z',
  });
  user({
    email: 'bloque@example.fr',
    first_name: 'Luc',
    last_name: 'Bernard',
    phone_number: '07 98 76 54 32',
    birthday_date: '1979-11-30',
    adyen_shopper_reference: 'POTI-SHOPPER-000087',
    blocked: 1,
    loyalty_id: loyalty('Chef', 2875),
    created_at: '2023-06-11T08:40:00.000Z',
  });

  store.run(
    db.insertInto('subscriptions').values({
      document_id: documentId(),
      user_id: subscriberId,
      funnel_completed: 1,
      suspended: 0,
      paused: 0,
      suspended_date: null,
      paused_date: null,
      quantity: 4,
      recipe_count: 3,
      created_at: '2024-03-18T10:31:00.000Z',
    }),
  );

  // the card the active subscription's boxes are charged to (Adyen's test Mastercard)
  store.run(
    db.insertInto('credit_cards').values({
      document_id: documentId(),
      user_id: subscriberId,
      brand: 'mc',
      last_four: '1115',
      expiry_month: '03',
      expiry_year: '2030',
      holder_name: 'Claire Dubois',
      stored_payment_method_id: 'PM8F3K2Q7VX4N1CD',
      created_at: '2024-03-18T10:31:00.000Z',
      payment_id: null,
    }),
  );

  const recipeCount = 3;
  // what the subscription page says a week of this formula costs (spec §9's grid)
  const boxTotal = gridPrice(4, recipeCount);
  if (boxTotal === undefined) throw new Error('no grid price for the subscriber’s boxes');
  subscriberOrders.forEach((order, index) => {
    const delivery = dayAt(now, order.inDays);
    const deliveryDate = isoDate(delivery);
    const slot = deliverySlots[index % deliverySlots.length];
    if (!slot) throw new Error('no delivery slot');
    const created = new Date(delivery.getTime() - 14 * dayMs).toISOString();
    const menuId = ensureMenu({ store, now: () => now }, isoWeekOf(delivery));
    const orderId = store.insertId(
      db.insertInto('orders').values({
        document_id: documentId(),
        user_id: subscriberId,
        reference: `CMD-${String(240318 + index * 7).padStart(6, '0')}`,
        is_first: index === 0 ? 1 : 0,
        status: order.status,
        previous_status: order.previous ?? null,
        delivery_date: deliveryDate,
        slot_start: slot.start,
        slot_end: slot.end,
        change_deadline: changeDeadline(deliveryDate).toISOString(),
        guests: 4,
        recipe_count: recipeCount,
        total: boxTotal,
        created_at: created,
        updated_at: stamp,
        // the first order was paid in the funnel; the others are charged at their deadline
        paid_at: index === 0 ? created : null,
        menu_id: menuId,
      }),
    );
    boxRecipes(store, menuId, recipeCount).forEach((recipeId, position) => {
      store.run(
        db.insertInto('order_recipes').values({
          order_id: orderId,
          recipe_id: recipeId,
          position: position + 1,
          supplement: 0,
        }),
      );
    });
  });

  const discount = (
    code: string,
    fields: {
      scope: 'recipe' | 'all';
      discount_type: 'fixed' | 'percent';
      value: number;
      max_value: number | null;
      expires_at: string | null;
    },
  ) =>
    store.run(
      db
        .insertInto('discounts')
        .values({ document_id: documentId(), code, created_at: stamp, ...fields }),
    );
  discount('BIENVENUE', {
    scope: 'all',
    discount_type: 'percent',
    value: 50,
    max_value: 40,
    expires_at: null,
  });
  discount('RECETTE5', {
    scope: 'recipe',
    discount_type: 'fixed',
    value: 5,
    max_value: null,
    expires_at: null,
  });
  discount('PERIME', {
    scope: 'all',
    discount_type: 'percent',
    value: 20,
    max_value: null,
    expires_at: '2025-12-31T22:59:59.000Z',
  });

  store.run(
    db.insertInto('gift_cards').values({
      document_id: documentId(),
      code: 'CADEAU-TEST-50',
      value: 50,
      customer_display: 'Carte cadeau de 50\u00a0€',
      buyer_email: 'abonne@example.fr',
      recipient_name: 'Hugo',
      recipient_email: 'prospect@example.fr',
      message: 'Bon appétit\u00a0!',
      payment_id: null,
      used_by_user_id: null,
      expires_at: new Date(now.getTime() + 10 * 365 * dayMs).toISOString(),
      created_at: stamp,
    }),
  );
}
