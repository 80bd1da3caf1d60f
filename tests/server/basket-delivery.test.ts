import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryMessages } from '../../shared/first-order-messages.ts';
import { decodeHtml } from './support/html.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// ADR 043's delivery step over HTTP, posted as a browser without JavaScript posts it, against
// the real embedded product API on a fresh database: the basket in the URL, the account step
// for anonymous visitors, the week's days, then the subscription and the first order.

let site: TestSite;
let prospect: string;
let weeks: { week: number; ids: number[] }[];
let days: string[];

beforeAll(async () => {
  site = await startSite();
  prospect = await loginCookie(site, 'prospect@example.fr');
  const planning = (await (
    await fetch(`${site.api.url}/api/menus/logged-out-planning`)
  ).json()) as { data: { week: number; menu_details: { recipe: { id: number } | null }[] }[] };
  weeks = planning.data.map((entry) => ({
    week: entry.week,
    ids: entry.menu_details.flatMap((detail) => (detail.recipe ? [detail.recipe.id] : [])),
  }));
  const offer = (await (
    await fetch(`${site.api.url}/api/delivery-days?week=${coming().week}`)
  ).json()) as { data: { date: string }[] };
  days = offer.data.map((day) => day.date);
});
afterAll(() => site.stop());

/** the week the basket menu composes (ADR 042): the planning's second */
const coming = () => {
  const week = weeks[1];
  if (!week) throw new Error('the planning has a coming week');
  return week;
};

const stepUrl = (recipes = coming().ids.slice(0, 3), week = coming().week, box = '2-3') =>
  `/panier/livraison?box=${box}&semaine=${week}${recipes.map((id) => `&recette=${id}`).join('')}&preference=healthy`;

const goodInput = () => ({
  firstName: 'Hugo',
  lastName: 'Martin',
  addressLine1: '12 rue Oberkampf',
  addressLine2: '',
  postcode: '75011',
  city: 'Paris',
  phone: '06 12 34 56 78',
  instructions: 'Chez la gardienne si je suis absent.',
  deliveryDate: days[0] ?? '',
  slot: '18:00-21:00',
  couponCode: '',
  giftCardCode: '',
});

/** The Monday of a day's week (YYYY-MM-DD): never a delivery day (Tuesday to Saturday). */
function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const post = (path: string, fields: Record<string, string>, cookie: string | null = prospect) => {
  const request = site.request.post(path).set('Origin', site.config.PUBLIC_SITE_URL);
  if (cookie) request.set('Cookie', cookie);
  return request.type('form').send(fields);
};

// the page's text, its non-breaking spaces kept
const textOf = (html: string) =>
  decodeHtml(
    html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/[ \t\r\n]+/g, ' '),
  ).replace(/ +/g, ' ');

/** What the product API holds: nothing is written by a refusal. */
const written = () =>
  JSON.stringify([
    site.api.store.sqlite.prepare('SELECT * FROM orders ORDER BY id').all(),
    site.api.store.sqlite.prepare('SELECT * FROM subscriptions ORDER BY id').all(),
  ]);
const orders = () =>
  JSON.stringify(site.api.store.sqlite.prepare('SELECT * FROM orders ORDER BY id').all());

describe('GET /panier/livraison', () => {
  it('sends an anonymous visitor to the account step with the same basket', async () => {
    const path = stepUrl();
    const response = await site.request.get(path).expect(302);
    expect(response.headers.location).toBe(path.replace('/panier/livraison', '/panier/compte'));
  });

  it('sends a subscriber whose funnel is completed to the subscriber site (ADR 042)', async () => {
    const subscriber = await loginCookie(site, 'abonne@example.fr');
    const response = await site.request.get(stepUrl()).set('Cookie', subscriber).expect(302);
    expect(response.headers.location).toBe('/mon-compte');
  });

  it('sends a basket it cannot order back to the recipes', async () => {
    const two = await site.request
      .get(stepUrl(coming().ids.slice(0, 2)))
      .set('Cookie', prospect)
      .expect(302);
    expect(two.headers.location).toBe('/panier/menu?box=2-3');
    const unsold = await site.request
      .get(stepUrl(coming().ids.slice(0, 3), coming().week, '9-9'))
      .set('Cookie', prospect)
      .expect(302);
    expect(unsold.headers.location).toBe('/panier/menu');
  });

  it('shows a prospect the box, the week’s days and slots, their name filled in', async () => {
    expect(days.length).toBeGreaterThan(0);
    const response = await site.request.get(stepUrl()).set('Cookie', prospect).expect(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const text = textOf(response.text);
    expect(text).toContain(
      `Votre box\u00a0: 3\u00a0recettes pour 2\u00a0personnes, semaine ${coming().week}`,
    );
    expect(text).toContain('Modifier mes recettes');
    expect(text).toContain(
      'Nous livrons partout en France, Corse et départements d’outre-mer compris.',
    );
    for (const day of days) expect(response.text).toContain(`value="${day}"`);
    expect(text).toContain('8\u00a0h – 12\u00a0h');
    expect(text).toContain('18\u00a0h – 21\u00a0h');
    expect(response.text).toMatch(
      /name="firstName"[^>]*value="Hugo"|value="Hugo"[^>]*name="firstName"/,
    );
    // the account's last name too (spec §3 User), not only the session's first name
    expect(response.text).toMatch(
      /name="lastName"[^>]*value="Martin"|value="Martin"[^>]*name="lastName"/,
    );
    expect(response.text).toContain(`action="${stepUrl().replace(/&/g, '&amp;')}"`);
    // « Modifier mes recettes » keeps the basket: its recipes and preferences (ADR 052)
    const menu = stepUrl().replace('/panier/livraison', '/panier/menu').replace(/&/g, '&amp;');
    expect(response.text).toContain(`href="${menu}"`);
  });

  // a week far ahead is not open yet: « closes » would say what is not (it did)
  it('says so when the week cannot be delivered, not open yet or no more, with the way back to the recipes', async () => {
    const later = ((coming().week + 9) % 52) + 1;
    const response = await site.request
      .get(stepUrl(coming().ids.slice(0, 3), later))
      .set('Cookie', prospect)
      .expect(200);
    const text = textOf(response.text);
    expect(text).toContain(`Aucune livraison possible pour la semaine ${later}`);
    expect(text).toContain('Cette semaine n’est pas ouverte aux commandes, ou ne l’est plus');
    expect(text).not.toContain('sont closes');
    expect(text).toContain('Choisir mes recettes');
    expect(response.text).not.toContain('name="postcode"');
  });
});

describe('POST /panier/livraison refused, in French, nothing written', () => {
  it('sends an anonymous visitor to the account step', async () => {
    const before = written();
    const response = await post(stepUrl(), goodInput(), null).expect(303);
    expect(response.headers.location).toMatch(/^\/panier\/compte\?box=2-3&semaine=/);
    expect(written()).toBe(before);
  });

  it('asks for every required field, and gives back what was typed', async () => {
    const before = written();
    const response = await post(stepUrl(), {
      ...goodInput(),
      firstName: ' ',
      lastName: '',
      addressLine1: '',
      city: '',
      phone: '',
      postcode: '',
      deliveryDate: '',
      slot: '',
      instructions: 'Sonnez deux fois',
    }).expect(400);
    const text = textOf(response.text);
    for (const message of [
      deliveryMessages.firstNameMissing,
      deliveryMessages.lastNameMissing,
      deliveryMessages.addressMissing,
      deliveryMessages.postcodeMissing,
      deliveryMessages.cityMissing,
      deliveryMessages.phoneMissing,
      deliveryMessages.dateMissing,
      deliveryMessages.slotMissing,
    ])
      expect(text).toContain(message);
    expect(response.text).toContain('Sonnez deux fois');
    expect(written()).toBe(before);
  });

  it.each([
    ['00000', deliveryMessages.postcodeNotFrench],
    ['97500', deliveryMessages.postcodeNotDelivered],
    ['7501', deliveryMessages.postcodeMalformed],
  ])('postcode %s', async (postcode, message) => {
    const before = written();
    const response = await post(stepUrl(), { ...goodInput(), postcode }).expect(400);
    expect(textOf(response.text)).toContain(message);
    expect(response.text).toContain(`value="${postcode}"`);
    expect(response.text).toContain('value="12 rue Oberkampf"');
    expect(written()).toBe(before);
  });

  it('a phone that is not French', async () => {
    const before = written();
    const response = await post(stepUrl(), { ...goodInput(), phone: '+44 20 7946 0958' }).expect(
      400,
    );
    expect(textOf(response.text)).toContain(deliveryMessages.phoneInvalid);
    expect(written()).toBe(before);
  });

  it.each([
    ['a past day', '2020-01-07'],
    ['a Monday', 'monday'],
    ['no date at all', 'demain'],
  ])('%s is not one of the days offered', async (_, date) => {
    const before = written();
    const deliveryDate = date === 'monday' ? mondayOf(days[0] ?? '') : date;
    const response = await post(stepUrl(), { ...goodInput(), deliveryDate }).expect(400);
    expect(textOf(response.text)).toContain(deliveryMessages.dateNotOffered);
    expect(written()).toBe(before);
  });

  it('an unknown slot', async () => {
    const before = written();
    const response = await post(stepUrl(), { ...goodInput(), slot: '12:00-14:00' }).expect(400);
    expect(textOf(response.text)).toContain(deliveryMessages.slotNotOffered);
    expect(written()).toBe(before);
  });

  it('9 recipes for a box of 3 go back to the recipes', async () => {
    const before = written();
    const response = await post(stepUrl(coming().ids.slice(0, 9)), goodInput()).expect(303);
    expect(response.headers.location).toBe('/panier/menu?box=2-3');
    expect(written()).toBe(before);
  });

  it('unknown recipes, said with the way back to the recipes', async () => {
    const before = orders();
    const response = await post(stepUrl([999991, 999992, 999993]), goodInput()).expect(400);
    const text = textOf(response.text);
    expect(text).toContain(deliveryMessages.basketRecipes);
    expect(text).toContain('Modifier mes recettes');
    expect(response.text).toContain('value="12 rue Oberkampf"');
    expect(orders()).toBe(before);
  });

  it('a recipe of another week', async () => {
    const other = weeks[2]?.ids.find((id) => !coming().ids.includes(id));
    if (other === undefined) throw new Error('the planning’s third week has a recipe of its own');
    const before = orders();
    const response = await post(stepUrl([...coming().ids.slice(0, 2), other]), goodInput()).expect(
      400,
    );
    expect(textOf(response.text)).toContain(deliveryMessages.basketRecipes);
    expect(orders()).toBe(before);
  });

  it('an unknown promo code, beside its field (spec §8)', async () => {
    const before = orders();
    const response = await post(stepUrl(), { ...goodInput(), couponCode: 'NEXISTEPAS' }).expect(
      400,
    );
    expect(textOf(response.text)).toContain('Ce code promo n’existe pas ou a expiré.');
    expect(response.text).toContain('value="NEXISTEPAS"');
    expect(orders()).toBe(before);
  });
});

describe('a refused delivery post writes nothing, the subscription neither', () => {
  let accounts = 0;
  /** A new customer's session cookie, and their subscriptions and orders as the API holds them. */
  async function freshAccount() {
    accounts += 1;
    const email = `rien-ecrit-${process.pid}-${accounts}@example.fr`;
    const answer = await fetch(`${site.api.url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${accounts}` },
      body: JSON.stringify({ email, password: 'motdepasse', first_name: 'Léa', last_name: 'Roy' }),
    });
    const { jwt } = (await answer.json()) as { jwt: string };
    const rows = () =>
      JSON.stringify([
        site.api.store.sqlite
          .prepare(
            'SELECT s.* FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = ?',
          )
          .all(email),
        site.api.store.sqlite
          .prepare('SELECT o.* FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = ?')
          .all(email),
      ]);
    return { cookie: `session_jwt=${jwt}`, rows };
  }

  it('an expired promo code leaves a new customer without a subscription', async () => {
    const { cookie, rows } = await freshAccount();
    const before = rows();
    expect(before).toBe('[[],[]]');
    const response = await post(stepUrl(), { ...goodInput(), couponCode: 'PERIME' }, cookie).expect(
      400,
    );
    expect(textOf(response.text)).toContain('Ce code promo n’existe pas ou a expiré.');
    expect(rows()).toBe(before);
  });

  it('a spent gift card leaves it without one too', async () => {
    site.api.store.sqlite
      .prepare("UPDATE gift_cards SET used_by_user_id = 1 WHERE code = 'CADEAU-TEST-50'")
      .run();
    const { cookie, rows } = await freshAccount();
    const before = rows();
    await post(stepUrl(), { ...goodInput(), giftCardCode: 'CADEAU-TEST-50' }, cookie).expect(400);
    expect(rows()).toBe(before);
  });

  it('a recipe of another week changes neither the box nor the order recorded before', async () => {
    const { cookie, rows } = await freshAccount();
    await post(stepUrl(), goodInput(), cookie).expect(303);
    const before = rows();
    expect(before).toContain('"quantity":2,"recipe_count":3');
    const other = weeks[2]?.ids.find((id) => !coming().ids.includes(id));
    if (other === undefined) throw new Error('the planning’s third week has a recipe of its own');
    await post(
      stepUrl([coming().ids[0] ?? 0, other], coming().week, '4-2'),
      goodInput(),
      cookie,
    ).expect(400);
    expect(rows()).toBe(before);
  });
});

describe('POST /panier/livraison', () => {
  it.each([
    ['20000', 'Ajaccio'],
    ['97400', 'Saint-Denis'],
  ])('delivers %s (%s): every département of France', async (postcode, city) => {
    const response = await post(stepUrl(), { ...goodInput(), postcode, city }).expect(303);
    expect(response.headers.location).toBe('/panier/paiement');
  });

  it.each(['97133', '98800', '96000'])(
    'refuses %s in French, beside the postcode, and writes nothing',
    async (postcode) => {
      const before = written();
      const response = await post(stepUrl(), { ...goodInput(), postcode }).expect(400);
      const text = textOf(response.text);
      expect(text).toContain(
        postcode === '96000'
          ? deliveryMessages.postcodeNotFrench
          : deliveryMessages.postcodeNotDelivered,
      );
      expect(written()).toBe(before);
    },
  );

  it('records the subscription and the unpaid first order, then goes to the payment', async () => {
    const response = await post(stepUrl(), {
      ...goodInput(),
      phone: '+33 6 12 34 56 78',
      couponCode: 'bienvenue',
    }).expect(303);
    expect(response.headers.location).toBe('/panier/paiement');

    const token = prospect.split('=')[1] ?? '';
    const listed = (await (
      await fetch(`${site.api.url}/api/orders`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { reference: string; is_first: boolean; status: string; paid_at: string | null }[];
    };
    const first = listed.data.filter((order) => order.is_first);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ is_first: true, status: 'preorder', paid_at: null });
    const subscription = site.api.store.sqlite
      .prepare(
        "SELECT s.quantity, s.recipe_count FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = 'prospect@example.fr'",
      )
      .get();
    expect(subscription).toEqual({ quantity: 2, recipe_count: 3 });
  });
});
