import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryStatusTable } from '../../shared/delivery-status.ts';
import { parisToday } from '../../shared/french-dates.ts';
import { authCookieName, authCookieOf, signToken } from './support/cookies.ts';
import { decodeHtml } from './support/html.ts';
import { loginCookie, startSite, testJwtSecret, type TestSite } from './support/start-site.ts';

// The subscriber area's deliveries (spec §4) without JavaScript: the page the server renders,
// and the suspend and reactivate forms posted to its route action (ADR 046), against the real
// embedded product API.

interface Order {
  documentId: string;
  reference: string;
  is_first: boolean;
  status: string;
  delivery_date: string;
  can_suspend: boolean;
  can_reactivate: boolean;
  change_deadline: string;
}

let site: TestSite;
let subscriber: string;
let prospect: string;

beforeAll(async () => {
  site = await startSite();
  subscriber = await loginCookie(site, 'abonne@example.fr');
  prospect = await loginCookie(site, 'prospect@example.fr');
});
afterAll(() => site.stop());

/** The subscriber's orders as the product API has them now. */
async function orders(): Promise<Order[]> {
  const token = subscriber.slice(`${authCookieName}=`.length);
  const response = await fetch(`${site.api.url}/api/orders`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Order[] }).data;
}

const find = async (test: (order: Order) => boolean) => {
  const order = (await orders()).find(test);
  if (!order) throw new Error('no such order in the fixture');
  return order;
};

const post = (fields: Record<string, string>, cookie = subscriber) =>
  site.request
    .post('/mon-compte')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('Cookie', cookie)
    .type('form')
    .send(fields);

const alertOf = (html: string) =>
  decodeHtml(/<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '');
const textOf = (html: string) => decodeHtml(html.replace(/<[^>]+>/g, ''));

describe('GET /mon-compte', () => {
  it('sends an anonymous visitor to the login page', async () => {
    const response = await site.request.get('/mon-compte').expect(302);
    expect(response.headers.location).toBe('/connexion?retour=%2Fmon-compte');
  });

  it('shows the subscriber every status of spec §4 with its title, never kept by a cache', async () => {
    const response = await site.request.get('/mon-compte').set('Cookie', subscriber).expect(200);
    expect(response.headers['cache-control']).toMatch(/private|no-store/);
    expect(response.headers['cache-control']).not.toMatch(/public/);
    const text = textOf(response.text);
    for (const { title } of Object.values(deliveryStatusTable)) expect(text).toContain(title);
    expect(text).toContain('Livraisons à venir');
    expect(text).toContain('Livraisons passées');
    // spec §4: a failed delivery gives customer service's phone number
    expect(text).toContain(
      'Votre panier n’a pas pu être livré\u00a0: contactez notre service client',
    );
    expect(response.text).toContain('href="tel:+33184801234"');
    expect(response.text).toContain('aria-current="step"');
  });

  it('lists upcoming deliveries soonest first, then past ones most recent first', async () => {
    const response = await site.request.get('/mon-compte').set('Cookie', subscriber).expect(200);
    const all = await orders();
    // the page splits them on today's date in Paris (DECISIONS), not UTC's
    const today = parisToday(new Date());
    const upcoming = all
      .filter((o) => o.delivery_date >= today)
      .sort((a, b) => a.delivery_date.localeCompare(b.delivery_date));
    const past = all
      .filter((o) => o.delivery_date < today)
      .sort((a, b) => b.delivery_date.localeCompare(a.delivery_date));
    const positions = [...upcoming, ...past].map((o) => response.text.indexOf(o.reference));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('tells to reactivate the subscription on held boxes still to come, not on closed ones', async () => {
    const response = await site.request.get('/mon-compte').set('Cookie', subscriber).expect(200);
    const cardOf = (reference: string) =>
      textOf(response.text.split('<article').find((card) => card.includes(reference)) ?? '');
    const held = (await orders()).filter((o) => ['paused', 'suspended'].includes(o.status));
    const closed = held.filter((o) => new Date(o.change_deadline) < new Date());
    // the fixture's subscription is active: its paused and suspended boxes are past ones
    expect(closed.length).toBeGreaterThanOrEqual(2);
    for (const order of closed) {
      expect(cardOf(order.reference)).not.toContain('Réactivez votre abonnement');
      expect(cardOf(order.reference)).toMatch(/Box non préparée pendant (la pause|la suspension)/);
    }
  });

  it('shows the recipes of each box', async () => {
    const token = subscriber.slice(`${authCookieName}=`.length);
    const answer = await fetch(`${site.api.url}/api/orders?populate=recipes`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data } = (await answer.json()) as { data: { recipes: { name: string }[] }[] };
    const response = await site.request.get('/mon-compte').set('Cookie', subscriber).expect(200);
    const text = textOf(response.text);
    for (const recipe of data.flatMap((order) => order.recipes))
      expect(text).toContain(recipe.name);
  });
});

describe('suspend and reactivate without JavaScript', () => {
  it('asks to confirm, then suspends an order that is not the first, then reactivates it', async () => {
    const order = await find((o) => !o.is_first && o.can_suspend);

    const asked = await post({ intent: 'suspend', order: order.documentId }).expect(200);
    expect(textOf(asked.text)).toContain('Suspendre la livraison du');
    expect(asked.text).toContain('name="confirm" value="1"');
    expect(asked.headers['cache-control']).toMatch(/private|no-store/);
    expect((await find((o) => o.documentId === order.documentId)).status).toBe(order.status);

    const suspended = await post({ intent: 'suspend', order: order.documentId, confirm: '1' });
    expect(suspended.status).toBe(303);
    expect(suspended.headers.location).toBe('/mon-compte?fait=suspension');
    expect((await find((o) => o.documentId === order.documentId)).status).toBe('skipped');
    // its card says until when it can be reactivated, the date the confirmation gave
    const page = textOf(
      (await site.request.get(suspended.headers.location ?? '').set('Cookie', subscriber)).text,
    );
    expect(page).toContain('Votre livraison est suspendue.');
    expect(page).toMatch(/Réactivez-la jusqu’au \S+ \d+(er)? \S+ à .+? pour recevoir cette box\./);
    expect(page).not.toContain('Réactivez votre abonnement pour recevoir cette box');

    const reactivated = await post({ intent: 'reactivate', order: order.documentId });
    expect(reactivated.status).toBe(303);
    expect(reactivated.headers.location).toBe('/mon-compte?fait=reactivation');
    expect((await find((o) => o.documentId === order.documentId)).status).toBe(order.status);
  });

  it('refuses to suspend the first order (spec §4), in French, and changes nothing', async () => {
    const first = await find((o) => o.is_first);
    const response = await post({ intent: 'suspend', order: first.documentId, confirm: '1' });
    expect(response.status).toBe(400);
    expect(alertOf(response.text)).toBe('Votre première commande ne peut pas être suspendue.');
    expect((await find((o) => o.is_first)).status).toBe(first.status);
  });

  it('says a second suspension has nothing to suspend', async () => {
    const order = await find((o) => !o.is_first && o.can_suspend);
    const suspend = () => post({ intent: 'suspend', order: order.documentId, confirm: '1' });
    await suspend().expect(303);
    try {
      const again = await suspend();
      expect(again.status).toBe(400);
      expect(alertOf(again.text)).toBe(
        'Cette livraison est déjà suspendue\u00a0: il n’y a rien à suspendre.',
      );
    } finally {
      await post({ intent: 'reactivate', order: order.documentId }).expect(303);
    }
  });

  it('says a second reactivation has nothing to reactivate', async () => {
    const order = await find((o) => !o.is_first && o.can_suspend);
    await post({ intent: 'suspend', order: order.documentId, confirm: '1' }).expect(303);
    await post({ intent: 'reactivate', order: order.documentId }).expect(303);
    const again = await post({ intent: 'reactivate', order: order.documentId });
    expect(again.status).toBe(400);
    expect(alertOf(again.text)).toBe(
      'Cette livraison n’est pas suspendue\u00a0: il n’y a rien à réactiver.',
    );
    expect((await find((o) => o.documentId === order.documentId)).status).toBe(order.status);
  });

  it('tells to call customer service when an order can no longer be reactivated', async () => {
    const late = await find((o) => o.status === 'skipped' && !o.can_reactivate);
    const response = await post({ intent: 'reactivate', order: late.documentId });
    expect(response.status).toBe(400);
    expect(alertOf(response.text)).toBe(
      'Cette commande ne peut plus être réactivée\u00a0: contactez notre service client.',
    );
    expect(textOf(response.text)).toContain('01\u00a084\u00a080\u00a012\u00a034');
    expect((await find((o) => o.documentId === late.documentId)).status).toBe('skipped');
  });

  it('keeps a skipped box skipped while the subscription is paused: it would be prepared and charged', async () => {
    const skipped = await find((o) => o.status === 'skipped' && o.can_reactivate);
    const subscription = (fields: Record<string, string>) =>
      site.request
        .post('/mon-compte/abonnement')
        .set('Origin', site.config.PUBLIC_SITE_URL)
        .set('Cookie', subscriber)
        .type('form')
        .send(fields);
    await subscription({ intent: 'pause', confirm: '1' }).expect(303);
    try {
      expect((await find((o) => o.documentId === skipped.documentId)).can_reactivate).toBe(false);
      // the order alone says the same as the list (it said true)
      const token = subscriber.slice(`${authCookieName}=`.length);
      const one = await fetch(`${site.api.url}/api/orders/${skipped.documentId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(((await one.json()) as { data: Order }).data.can_reactivate).toBe(false);
      // its card says to reactivate the subscription first, not to call customer service: its
      // deadline has not passed
      const page = textOf((await site.request.get('/mon-compte').set('Cookie', subscriber)).text);
      expect(page).toMatch(
        /Réactivez votre abonnement, puis cette box jusqu’au \S+ \d+(er)? \S+ à .+?, pour la recevoir\./,
      );
      const response = await post({ intent: 'reactivate', order: skipped.documentId });
      expect(response.status).toBe(400);
      expect(alertOf(response.text)).toBe(
        'Votre abonnement est en pause\u00a0: réactivez-le d’abord, depuis «\u00a0Mon abonnement\u00a0». Rien n’a été modifié.',
      );
      expect((await find((o) => o.documentId === skipped.documentId)).status).toBe('skipped');
    } finally {
      await subscription({ intent: 'reactivate' }).expect(303);
    }
    expect((await find((o) => o.documentId === skipped.documentId)).can_reactivate).toBe(true);
  });

  it('refuses a forged post on an order that cannot be suspended', async () => {
    const carried = await find((o) => o.status === 'carried');
    const response = await post({ intent: 'suspend', order: carried.documentId, confirm: '1' });
    expect(response.status).toBe(400);
    expect(alertOf(response.text)).toMatch(/^Cette livraison ne peut plus être suspendue/);
    expect((await find((o) => o.status === 'carried')).documentId).toBe(carried.documentId);
  });

  it('answers another customer’s order as not found, and changes nothing', async () => {
    const order = await find((o) => !o.is_first && o.can_suspend);
    const response = await post(
      { intent: 'suspend', order: order.documentId, confirm: '1' },
      prospect,
    );
    expect(response.status).toBe(404);
    expect(alertOf(response.text)).toBe(
      'Cette livraison est introuvable dans votre compte. Rien n’a été modifié.',
    );
    expect(response.text).not.toContain(order.reference);
    expect((await find((o) => o.documentId === order.documentId)).status).toBe(order.status);
  });

  it('refuses a made-up reference or intent, each named as such (ADR 061)', async () => {
    const before = await orders();
    const notFound = 'Cette livraison est introuvable dans votre compte. Rien n’a été modifié.';
    const noSuchAction = 'Cette action n’existe pas. Rien n’a été modifié.';
    const forged: [Record<string, string>, string][] = [
      [{ intent: 'suspend', order: 'nexistepas000', confirm: '1' }, notFound],
      [{ intent: 'suspend', order: '../../users/me', confirm: '1' }, notFound],
      [{ intent: 'delete', order: before[0]?.documentId ?? '' }, noSuchAction],
      [{}, noSuchAction],
    ];
    for (const [fields, message] of forged) {
      const response = await post(fields);
      expect(response.status, JSON.stringify(fields)).toBeOneOf([400, 404]);
      expect(alertOf(response.text)).toBe(message);
    }
    expect(await orders()).toEqual(before);
  });

  it('sends an anonymous post to the login page, changing nothing', async () => {
    const order = await find((o) => !o.is_first && o.can_suspend);
    const response = await site.request
      .post('/mon-compte')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .type('form')
      .send({ intent: 'suspend', order: order.documentId, confirm: '1' });
    expect(response.status).toBeOneOf([302, 303]);
    expect(response.headers.location).toBe('/connexion?retour=%2Fmon-compte');
    expect((await find((o) => o.documentId === order.documentId)).status).toBe(order.status);
  });
});

describe('guarding the area', () => {
  it('brings a subscriber back to the area after logging in', async () => {
    const login = await site.request
      .post('/connexion')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .type('form')
      .send({ identifier: 'abonne@example.fr', password: 'motdepasse' })
      .expect(303);
    expect(login.headers.location).toBe('/mon-compte');
    const cookie = authCookieOf(login.headers);
    await site.request
      .get('/mon-compte')
      .set('Cookie', `${authCookieName}=${cookie?.value}`)
      .expect(200);
  });

  it('keeps a blocked account out: no session, so the area sends to login', async () => {
    const login = await site.request
      .post('/connexion')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .type('form')
      .send({ identifier: 'bloque@example.fr', password: 'motdepasse' });
    expect(login.status).toBe(400);
    expect(authCookieOf(login.headers)).toBeUndefined();
  });

  it('sends a blocked account’s token to login: the product API refuses it (spec §8)', async () => {
    const blocked = site.api.store.first(
      site.api.store.db.selectFrom('users').select('id').where('email', '=', 'bloque@example.fr'),
    );
    const now = Math.floor(Date.now() / 1000);
    const token = await signToken(blocked?.id ?? 0, testJwtSecret, {
      issuedAt: now,
      expiresAt: now + 3600,
    });
    const response = await site.request
      .get('/mon-compte')
      .set('Cookie', `${authCookieName}=${token}`)
      .expect(302);
    expect(response.headers.location).toBe('/connexion?retour=%2Fmon-compte');
  });
});

it('renders every page above without an error', () => {
  expect(site.renderErrors).toEqual([]);
});
