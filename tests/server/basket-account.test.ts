import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieOf } from './support/cookies.ts';
import { bodyOf, decodeHtml } from './support/html.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// ADR 043 over HTTP, without JavaScript: the basket menu's « Continuer » posts the ticked
// recipes to its action, which checks them and sends the basket in the next step's URL; the
// account step registers or logs in and sends it on to the delivery.

let site: TestSite;
let week: number;
let menu: number[];
let otherWeekRecipe: number;

beforeAll(async () => {
  site = await startSite({ TRUST_PROXY: 'loopback' });
  const planning = (await (
    await fetch(`${site.api.url}/api/menus/logged-out-planning`)
  ).json()) as { data: { week: number; menu_details: { recipe: { id: number } | null }[] }[] };
  const idsOf = (index: number) =>
    planning.data[index]?.menu_details.flatMap((detail) =>
      detail.recipe ? [detail.recipe.id] : [],
    ) ?? [];
  week = planning.data[1]?.week ?? 0;
  menu = idsOf(1);
  const elsewhere = idsOf(0).find((id) => !menu.includes(id));
  if (!elsewhere || menu.length < 4) throw new Error('the seed plans distinct weeks');
  otherWeekRecipe = elsewhere;
});
afterAll(() => site.stop());

let address = 0;
const post = (path: string, fields: [string, string][], cookie?: string) => {
  const request = site.request
    .post(path)
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', `198.51.100.${++address}`)
    .type('form');
  if (cookie) request.set('Cookie', cookie);
  return request.send(new URLSearchParams(fields).toString());
};
const alertOf = (html: string) =>
  decodeHtml(/<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '');
const continueWith = (recipes: number[], extra: [string, string][] = [], cookie?: string) =>
  post(
    '/panier/menu?box=2-3',
    [
      ['box', '2-3'],
      ['semaine', String(week)],
      ...recipes.map((id): [string, string] => ['recette', String(id)]),
      ...extra,
    ],
    cookie,
  );

describe('« Continuer » on /panier/menu', () => {
  it('sends an anonymous visitor with 3 recipes for 2 guests to the account step', async () => {
    const chosen = menu.slice(0, 3);
    const response = await continueWith(chosen, [
      ['preference', 'no_fish'],
      ['preference', 'vegetarian'],
      ['preference', 'spicy'],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(
      `/panier/compte?box=2-3&semaine=${week}&${chosen.map((id) => `recette=${id}`).join('&')}&preference=vegetarian&preference=no_fish`,
    );
  });

  it('sends a logged-in prospect straight to the delivery', async () => {
    const prospect = await loginCookie(site, 'prospect@example.fr');
    const response = await continueWith(menu.slice(0, 3), [], prospect);
    expect(response.status).toBe(303);
    expect(response.headers.location).toMatch(/^\/panier\/livraison\?box=2-3&semaine=/);
  });

  it.each([
    [
      'no recipe',
      [] as number[],
      'Choisissez encore 3\u00a0recettes pour compléter votre box de 3\u00a0recettes.',
    ],
    [
      'two of three',
      [0, 1],
      'Choisissez encore 1\u00a0recette pour compléter votre box de 3\u00a0recettes.',
    ],
    ['four of three', [0, 1, 2, 3], 'Votre box compte 3\u00a0recettes\u00a0: retirez-en 1.'],
  ])('refuses %s, in French, with the page and the ticks kept', async (_, indexes, message) => {
    const chosen = indexes.map((index) => menu[index] ?? 0);
    const response = await continueWith(chosen);
    expect(response.status).toBe(400);
    expect(alertOf(response.text)).toBe(message);
    const ticked = [...bodyOf(response.text).matchAll(/<input type="checkbox"[^>]*>/g)]
      .map((match) => match[0])
      .filter((input) => input.includes('name="recette"') && / checked=""/.test(input));
    expect(ticked).toHaveLength(Math.min(chosen.length, 3));
  });

  it('refuses a recipe of another week, an unknown one and a forged id', async () => {
    for (const forged of [String(otherWeekRecipe), '999999', 'abc', '-1', '1e3']) {
      const response = await post('/panier/menu?box=2-3', [
        ['box', '2-3'],
        ['semaine', String(week)],
        ['recette', String(menu[0])],
        ['recette', String(menu[1])],
        ['recette', forged],
      ]);
      expect(response.status, forged).toBe(400);
      expect(alertOf(response.text), forged).toBe(
        'Une recette choisie n’est pas au menu de cette semaine\u00a0: choisissez-en une autre.',
      );
    }
  });

  it('refuses a week that is no longer the coming one', async () => {
    const response = await post('/panier/menu?box=2-3', [
      ['box', '2-3'],
      ['semaine', String(week - 1)],
      ...menu.slice(0, 3).map((id): [string, string] => ['recette', String(id)]),
    ]);
    expect(response.status).toBe(400);
    expect(alertOf(response.text)).toContain(`semaine ${week}`);
  });

  it('reads a box the offer does not sell as spec §9’s 4 × 8', async () => {
    const response = await post('/panier/menu', [
      ['box', '9-9'],
      ['semaine', String(week)],
      ...menu.slice(0, 3).map((id): [string, string] => ['recette', String(id)]),
    ]);
    expect(response.status).toBe(400);
    expect(alertOf(response.text)).toContain('votre box de 8\u00a0recettes');
  });
});

describe('/panier/compte', () => {
  const basket = () =>
    `box=2-3&semaine=${week}&${menu
      .slice(0, 3)
      .map((id) => `recette=${id}`)
      .join('&')}`;

  it('shows both forms and the box to an anonymous visitor, never from a cache', async () => {
    const response = await site.request.get(`/panier/compte?${basket()}`).expect(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const text = decodeHtml(bodyOf(response.text).replace(/<[^>]+>/g, ' ')).replace(
      /[ \t\r\n]+/g,
      ' ',
    );
    expect(text).toContain(`3\u00a0recettes pour 2\u00a0personnes, semaine ${week}`);
    expect(text).toContain('Créez votre compte');
    expect(text).toContain('Connectez-vous');
    expect(response.text).toContain('name="intent" value="register"');
    expect(response.text).toContain('name="intent" value="login"');
    expect(response.text).toMatch(/<meta name="robots" content="noindex/);
  });

  it.each([
    ['no basket', '', '/panier/menu'],
    [
      'a basket short of a recipe',
      'box=2-3&semaine=49&recette=1&recette=2',
      '/panier/menu?box=2-3',
    ],
    ['a box the offer does not sell', 'box=9-9&semaine=49&recette=1', '/panier/menu'],
  ])('sends %s back to the recipes', async (_, query, location) => {
    const response = await site.request.get(`/panier/compte?${query}`).expect(302);
    expect(response.headers.location).toBe(location);
  });

  it('sends a logged-in prospect on to the delivery with the same basket', async () => {
    const prospect = await loginCookie(site, 'prospect@example.fr');
    const response = await site.request
      .get(`/panier/compte?${basket()}`)
      .set('Cookie', prospect)
      .expect(302);
    expect(response.headers.location).toBe(`/panier/livraison?${basket()}`);
  });

  it('registers a new customer and goes on to the delivery with the basket', async () => {
    const response = await post(`/panier/compte?${basket()}`, [
      ['intent', 'register'],
      ['firstName', 'Inès'],
      ['lastName', 'Moreau'],
      ['email', 'ines.funnel@example.fr'],
      ['password', 'secret1'],
      ['passwordConfirmation', 'secret1'],
      ['terms', 'on'],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`/panier/livraison?${basket()}`);
    expect(authCookieOf(response.headers)?.attributes).toHaveProperty('httponly');
  });

  it('logs a known prospect in and goes on to the delivery', async () => {
    const response = await post(`/panier/compte?${basket()}`, [
      ['intent', 'login'],
      ['identifier', 'prospect@example.fr'],
      ['password', 'motdepasse'],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`/panier/livraison?${basket()}`);
  });

  it('sends a subscriber who logs in to the subscriber site: no second first box', async () => {
    const response = await post(`/panier/compte?${basket()}`, [
      ['intent', 'login'],
      ['identifier', 'abonne@example.fr'],
      ['password', 'motdepasse'],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/mon-compte');
  });

  it('answers a wrong password on the login form only, in French', async () => {
    const response = await post(`/panier/compte?${basket()}`, [
      ['intent', 'login'],
      ['identifier', 'prospect@example.fr'],
      ['password', 'mauvais-mot'],
    ]);
    expect(response.status).toBe(400);
    expect(alertOf(response.text)).toBe('Adresse e-mail ou mot de passe incorrect.');
    expect(response.text).toContain('value="prospect@example.fr"');
  });

  it('answers a registration with missing fields in French, and creates nothing', async () => {
    const response = await post(`/panier/compte?${basket()}`, [
      ['intent', 'register'],
      ['email', 'pas-une-adresse'],
    ]);
    expect(response.status).toBe(400);
    expect(response.text).toContain('aria-invalid="true"');
    expect(authCookieOf(response.headers)).toBeUndefined();
  });
});
