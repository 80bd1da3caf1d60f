import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieName } from './support/cookies.ts';
import { payDirectly, prospectWithOrder } from './support/first-order.ts';
import { decodeHtml } from './support/html.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// The subscriber's subscription and loyalty pages without JavaScript (ADR 047): what the server
// renders, and the forms posted to the subscription's route action, against the real embedded
// product API.

interface Setting {
  quantity: number;
  recipe_count: number;
  healthy: boolean;
  speedy: boolean;
  vegetarian: boolean;
  no_pork: boolean;
  no_fish: boolean;
}
interface Subscription {
  paused: boolean;
  paused_date: string | null;
  subscription_setting: Setting;
}
interface Order {
  documentId: string;
  reference: string;
  status: string;
}

let site: TestSite;
let subscriber: string;
let prospect: string;
const page = '/mon-compte/abonnement';

beforeAll(async () => {
  site = await startSite();
  subscriber = await loginCookie(site, 'abonne@example.fr');
  prospect = await loginCookie(site, 'prospect@example.fr');
});
afterAll(() => site.stop());

const bearer = (cookie: string) => ({
  Authorization: `Bearer ${cookie.slice(`${authCookieName}=`.length)}`,
});

/** The subscriber's subscription as the product API has it now. */
async function subscription(): Promise<Subscription> {
  const response = await fetch(`${site.api.url}/api/users/me?populate[0]=subscriptions`, {
    headers: bearer(subscriber),
  });
  const user = (await response.json()) as { subscriptions: Subscription[] };
  const first = user.subscriptions[0];
  if (!first) throw new Error('the fixture has no subscription');
  return first;
}

async function orders(): Promise<Order[]> {
  const response = await fetch(`${site.api.url}/api/orders`, { headers: bearer(subscriber) });
  return ((await response.json()) as { data: Order[] }).data;
}

const post = (fields: Record<string, string | string[]>, cookie = subscriber) =>
  site.request
    .post(page)
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('Cookie', cookie)
    .type('form')
    .send(
      new URLSearchParams(
        Object.entries(fields).flatMap(([k, v]) => [v].flat().map((x) => [k, x])),
      ).toString(),
    );

const alertOf = (html: string) =>
  decodeHtml(/<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '');
const statusOf = (html: string) =>
  decodeHtml(/<p role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '');
/** whether the page's input `name` = `value` is checked (React writes `checked` before `value`) */
const checked = (html: string, name: string, value: string) =>
  [...html.matchAll(/<input [^>]*>/g)].some(
    ([tag]) =>
      tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`) && tag.includes('checked'),
  );
const textOf = (html: string) => decodeHtml(html.replace(/<[^>]+>/g, ''));

describe('GET /mon-compte/abonnement', () => {
  it('sends an anonymous visitor to the login page', async () => {
    const response = await site.request.get(page).expect(302);
    expect(response.headers.location).toBe('/connexion?retour=%2Fmon-compte%2Fabonnement');
  });

  it('shows the subscriber its state, setting, price and preferences, never kept by a cache', async () => {
    const response = await site.request.get(page).set('Cookie', subscriber).expect(200);
    expect(response.headers['cache-control']).toMatch(/private|no-store/);
    const text = textOf(response.text);
    expect(text).toContain('Abonnement actif');
    // the fixture: 4 guests × 3 recipes = 12 dishes, 82 € on spec §9's grid
    expect(checked(response.text, 'guests', '4')).toBe(true);
    expect(response.text).toContain('<option value="3" selected="">');
    // without JavaScript the list cannot follow the guests: 2 guests take up to 16 recipes
    expect(response.text).toContain('<option value="16">');
    expect(text).toContain('82\u00a0€ par semaine pour 12\u00a0parts, soit 6,83\u00a0€ la part');
    for (const label of ['Équilibré', 'Rapide', 'Végétarien', 'Sans porc', 'Sans poisson'])
      expect(text).toContain(label);
    expect(text).toContain('Mettre en pause');
    expect(response.text).toContain('href="/mon-compte/fidelite"');
  });

  it('tells a prospect there is no subscription yet, and where to start one', async () => {
    const response = await site.request.get(page).set('Cookie', prospect).expect(200);
    const text = textOf(response.text);
    expect(text).toContain('Vous n’avez pas encore d’abonnement');
    expect(response.text).toContain('href="/panier/menu"');
    expect(text).not.toContain('Mettre en pause');
  });
});

describe('changing the setting and preferences without JavaScript', () => {
  it('saves a new setting and new preferences, then says so', async () => {
    const before = (await subscription()).subscription_setting;
    const setting = await post({ intent: 'setting', guests: '2', recipes: '5' });
    expect(setting.status).toBe(303);
    expect(setting.headers.location).toBe(`${page}?fait=formule`);
    expect((await subscription()).subscription_setting).toMatchObject({
      quantity: 2,
      recipe_count: 5,
    });

    const preferences = await post({
      intent: 'preferences',
      preference: ['vegetarian', 'no_fish'],
    });
    expect(preferences.status).toBe(303);
    expect(preferences.headers.location).toBe(`${page}?fait=preferences`);
    expect((await subscription()).subscription_setting).toMatchObject({
      healthy: false,
      vegetarian: true,
      no_fish: true,
    });

    const shown = await site.request.get(`${page}?fait=preferences`).set('Cookie', subscriber);
    expect(statusOf(shown.text)).toBe('Vos préférences sont enregistrées.');
    expect(checked(shown.text, 'preference', 'vegetarian')).toBe(true);
    expect(checked(shown.text, 'preference', 'healthy')).toBe(false);

    // the fixture as it was, for the tests that follow
    await post({
      intent: 'setting',
      guests: String(before.quantity),
      recipes: String(before.recipe_count),
    }).expect(303);
    await post({ intent: 'preferences' }).expect(303);
    expect((await subscription()).subscription_setting).toEqual(before);
  });

  it('draws a refused setting as it was chosen, beside the message about it', async () => {
    // without JavaScript the list offers every count some number of guests allows (ADR 047)
    const response = await post({ intent: 'setting', guests: '4', recipes: '12' });
    expect(response.status).toBe(400);
    expect(alertOf(response.text)).toBe(
      'Pour 4\u00a0personnes, choisissez de 1 à 8\u00a0recettes par semaine.',
    );
    expect(checked(response.text, 'guests', '4')).toBe(true);
    expect(/<option value="12" selected="">/.test(response.text)).toBe(true);
  });

  it.each([
    [
      { intent: 'setting', guests: '3', recipes: '2' },
      'Choisissez une box pour 2, 4, 6 ou 8\u00a0personnes.',
    ],
    [
      { intent: 'setting', guests: '4', recipes: '99' },
      'Pour 4\u00a0personnes, choisissez de 1 à 8\u00a0recettes par semaine.',
    ],
    [
      { intent: 'setting', guests: '4', recipes: 'trois' },
      'Choisissez un nombre de recettes par semaine.',
    ],
    [
      { intent: 'preferences', preference: ['healthy', 'spicy'] },
      'Cette préférence n’existe pas. Choisissez parmi celles proposées.',
    ],
    [{ intent: 'delete' }, 'Cette action n’existe pas. Rien n’a été modifié.'],
  ])('refuses %j in French and changes nothing', async (fields, message) => {
    const before = await subscription();
    const response = await post(fields);
    expect(response.status).toBe(400);
    expect(alertOf(response.text)).toBe(message);
    expect(await subscription()).toEqual(before);
  });

  it('tells a prospect to choose a box first, changing nothing', async () => {
    const response = await post({ intent: 'setting', guests: '2', recipes: '2' }, prospect);
    expect(response.status).toBe(400);
    expect(alertOf(response.text)).toBe(
      'Choisissez d’abord votre formule (nombre de personnes et de recettes).',
    );
  });

  it('sends an anonymous post to the login page', async () => {
    const before = await subscription();
    const response = await site.request
      .post(page)
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .type('form')
      .send({ intent: 'setting', guests: '2', recipes: '2' });
    expect(response.status).toBeOneOf([302, 303]);
    expect(response.headers.location).toBe('/connexion?retour=%2Fmon-compte%2Fabonnement');
    expect(await subscription()).toEqual(before);
  });
});

describe('pausing and reactivating without JavaScript', () => {
  it('asks to confirm, pauses, shows the paused boxes in the deliveries, then reactivates', async () => {
    const before = await orders();
    const asked = await post({ intent: 'pause' });
    expect(asked.status).toBe(200);
    expect(textOf(asked.text)).toContain('Mettre votre abonnement en pause\u00a0?');
    expect(asked.text).toContain('name="confirm" value="1"');
    expect((await subscription()).paused).toBe(false);

    const paused = await post({ intent: 'pause', confirm: '1' });
    expect(paused.status).toBe(303);
    expect(paused.headers.location).toBe(`${page}?fait=pause`);
    const state = await subscription();
    expect(state.paused).toBe(true);

    const shown = await site.request.get(`${page}?fait=pause`).set('Cookie', subscriber);
    expect(textOf(shown.text)).toContain('Abonnement en pause depuis le');
    expect(textOf(shown.text)).toContain('Réactiver mon abonnement');

    // spec §4: the held boxes read « Abonnement en pause » on the deliveries page
    const held = (await orders()).filter(
      (o) =>
        o.status === 'paused' &&
        before.find((b) => b.documentId === o.documentId)?.status !== 'paused',
    );
    expect(held.length).toBeGreaterThan(0);
    const deliveries = await site.request.get('/mon-compte').set('Cookie', subscriber).expect(200);
    const text = textOf(deliveries.text);
    for (const order of held) expect(text).toContain(order.reference);
    expect(deliveries.text).toContain('href="/mon-compte/abonnement"');

    const again = await post({ intent: 'pause', confirm: '1' });
    expect(again.status).toBe(400);
    expect(alertOf(again.text)).toBe('Votre abonnement est déjà en pause.');

    const back = await post({ intent: 'reactivate' });
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`${page}?fait=reprise`);
    expect((await subscription()).paused).toBe(false);
    expect((await orders()).map((o) => o.status)).toEqual(before.map((o) => o.status));

    const twice = await post({ intent: 'reactivate' });
    expect(twice.status).toBe(400);
    expect(alertOf(twice.text)).toBe(
      'Votre abonnement est déjà actif\u00a0: il n’y a rien à réactiver.',
    );
  });
});

describe('GET /mon-compte/fidelite', () => {
  /** The loyalty page as the holder of `cookie` reads it. */
  const loyaltyPage = async (cookie: string) => {
    const response = await site.request
      .get('/mon-compte/fidelite')
      .set('Cookie', cookie)
      .expect(200);
    return { html: response.text, text: textOf(response.text) };
  };

  it('sends an anonymous visitor to the login page', async () => {
    const response = await site.request.get('/mon-compte/fidelite').expect(302);
    expect(response.headers.location).toBe('/connexion?retour=%2Fmon-compte%2Ffidelite');
  });

  it('shows the subscriber its tier « Gourmet », its points and the next tier', async () => {
    const { html, text } = await loyaltyPage(subscriber);
    expect(text).toContain('Votre palier');
    expect(text).toContain('Gourmet');
    expect(text).toContain('1\u00a0240\u00a0points cumulés');
    expect(text).toContain('Prochain palier\u00a0: Chef');
    expect(text).toContain('dès 25\u00a0box livrées');
    expect(html).toContain('href="/le-club"');
  });

  it('shows « Découverte » to a new subscriber the club has given no tier', async () => {
    const newcomer = await prospectWithOrder(site.api.url);
    await payDirectly(site.api.url, newcomer);
    const { text } = await loyaltyPage(newcomer.cookie);
    expect(text).toMatch(/Votre palier\s*Découverte/);
    expect(text).toContain('Votre palier est atteint dès votre première box.');
    expect(text).toContain('Prochain palier\u00a0: Gourmet');
  });

  it('tells a prospect, who has no box yet, that the first tier comes with the first one', async () => {
    const { text } = await loyaltyPage(prospect);
    expect(text).toContain('Votre palier sera atteint dès votre première box.');
    expect(text).not.toContain('est atteint dès votre première box');
  });
});

describe('GET /le-club', () => {
  it('shows every tier to everyone, from the same table', async () => {
    const response = await site.request.get('/le-club').expect(200);
    const text = textOf(response.text);
    expect(text).toContain('Les paliers du club');
    for (const name of ['Découverte', 'Gourmet', 'Chef', 'Grand Chef'])
      expect(text).toContain(name);
    expect(text).toContain('dès 50\u00a0box livrées');
  });
});
