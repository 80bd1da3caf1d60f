import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeHtml } from './support/html.ts';
import { payDirectly, prospectWithOrder, type FundedProspect } from './support/first-order.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// The funnel's payment step and confirmation (ADR 043), posted as a browser without JavaScript
// posts them, against the real embedded product API on a fresh database: the prospect's unpaid
// first order is made through the API as the delivery step makes it. Every visitor speaks from
// an address of their own (TRUST_PROXY), as the product API's payment limit counts addresses.

let site: TestSite;

beforeAll(async () => {
  site = await startSite({ TRUST_PROXY: 'loopback' });
});
afterAll(() => site.stop());

let address = 0;
const from = () => `198.51.100.${++address}`;

const visa = {
  cardNumber: '4111 1111 4555 1142',
  expiry: '03/30',
  cvc: '737',
  holderName: 'Inès Roux',
};
const visa3ds = { ...visa, cardNumber: '4212 3456 7891 0006' };
const refused = { ...visa, cvc: '123' };

// the page's text, its non-breaking spaces kept
const textOf = (html: string) =>
  decodeHtml(html.replace(/<[^>]+>/g, ' ').replace(/[ \t\r\n]+/g, ' ')).replace(/ +/g, ' ');
const alertOf = (html: string) =>
  decodeHtml(/<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '');
const attemptOf = (html: string) => /name="attempt" value="([a-f0-9]{32})"/.exec(html)?.[1] ?? '';
const sql = <T>(query: string, ...params: unknown[]) =>
  site.api.store.sqlite.prepare(query).get(...params) as T;
const orderRow = (prospect: FundedProspect) =>
  sql<{ status: string; paid_at: string | null }>(
    'SELECT status, paid_at FROM orders WHERE document_id = ?',
    prospect.order.documentId,
  );
const payments = () => sql<{ n: number }>('SELECT COUNT(*) AS n FROM payments').n;
const cards = () => sql<{ n: number }>('SELECT COUNT(*) AS n FROM credit_cards').n;
/** The kinds of a prospect's payments, in order, and the payment each of their cards was saved by. */
const paymentsOf = (prospect: FundedProspect) => ({
  kinds: site.api.store.sqlite
    .prepare(
      'SELECT p.kind, p.result_code FROM payments p JOIN users u ON u.id = p.user_id WHERE u.email = ? ORDER BY p.id',
    )
    .all(prospect.email),
  cards: site.api.store.sqlite
    .prepare(
      'SELECT p.kind FROM credit_cards c JOIN users u ON u.id = c.user_id JOIN payments p ON p.id = c.payment_id WHERE u.email = ?',
    )
    .all(prospect.email),
});

const paymentPage = (prospect: FundedProspect) =>
  site.request.get('/panier/paiement').set('Cookie', prospect.cookie);

/** The payment step's attempt key, as the page gives it. */
async function attemptFor(prospect: FundedProspect) {
  const page = await paymentPage(prospect).expect(200);
  return attemptOf(page.text);
}

const pay = (
  prospect: FundedProspect,
  attempt: string,
  card: Record<string, string>,
  ip = from(),
) =>
  site.request
    .post('/panier/paiement')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', ip)
    .set('Cookie', prospect.cookie)
    .type('form')
    .send({
      ...card,
      commande: prospect.order.documentId,
      attempt,
      brands: 'visa,mc',
      intent: 'pay',
    });

async function me(prospect: FundedProspect) {
  const response = await fetch(`${site.api.url}/api/users/me?populate[0]=subscriptions`, {
    headers: { Authorization: `Bearer ${prospect.jwt}` },
  });
  return (await response.json()) as { subscriptions: { funnel_completed: boolean }[] };
}

describe('the payment step /panier/paiement', () => {
  it('sends an anonymous visitor to the login page', async () => {
    const response = await site.request.get('/panier/paiement').expect(302);
    expect(response.headers.location).toBe('/connexion?retour=%2Fpanier%2Fpaiement');
  });

  it('sends a prospect with no order to pay back to the recipes', async () => {
    const cookie = await loginCookie(site, 'prospect@example.fr');
    const response = await site.request.get('/panier/paiement').set('Cookie', cookie).expect(302);
    expect(response.headers.location).toBe('/panier/menu');
  });

  it('sends a subscriber whose funnel is completed to the subscriber site', async () => {
    const cookie = await loginCookie(site, 'abonne@example.fr');
    const response = await site.request.get('/panier/paiement').set('Cookie', cookie).expect(302);
    expect(response.headers.location).toBe('/mon-compte');
  });

  it('shows the order, its delivery and its price, then the card, never cached', async () => {
    const prospect = await prospectWithOrder(site.api.url, { coupon_code: 'BIENVENUE' });
    const details = (await (
      await fetch(`${site.api.url}/api/orders/${prospect.order.documentId}`, {
        headers: { Authorization: `Bearer ${prospect.jwt}` },
      })
    ).json()) as {
      data: { week: number; recipes: { id: number; name: string }[]; price: { total: number } };
    };
    // the subscription's preferences, as the delivery step records them
    site.api.store.sqlite
      .prepare(
        'UPDATE subscriptions SET healthy = 1, no_fish = 1 WHERE user_id = (SELECT id FROM users WHERE email = ?)',
      )
      .run(prospect.email);
    const response = await paymentPage(prospect).expect(200);
    const text = textOf(response.text);
    for (const recipe of details.data.recipes) expect(text).toContain(decodeHtml(recipe.name));
    expect(text).toContain('2\u00a0recettes pour 2\u00a0personnes');
    expect(text).toContain('12 rue des Lilas');
    expect(text).toContain('69003 Lyon');
    expect(text).toContain('créneau 18\u00a0h – 21\u00a0h');
    expect(text).toMatch(/Le (mardi|mercredi|jeudi|vendredi|samedi) \d/);
    expect(text).toContain('Code promo BIENVENUE');
    const total = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
      .format(details.data.price.total)
      .replace(/[\u202f\u00a0]/g, '\u00a0')
      .replace(/,00/, '');
    expect(text).toContain(`Total à payer ${total}`);
    expect(text).toContain('Paiement par carte');
    // « Modifier » goes back to the recipes with the whole basket (ADR 052)
    const basket = [
      'box=2-2',
      `semaine=${details.data.week}`,
      ...details.data.recipes.map((recipe) => `recette=${recipe.id}`),
      'preference=healthy',
      'preference=no_fish',
    ].join('&amp;');
    expect(response.text).toContain(`href="/panier/menu?${basket}"`);
    expect(response.text).not.toContain('href="/panier/menu?box=2-2"');
    expect(attemptOf(response.text)).toMatch(/^[a-f0-9]{32}$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.text).toMatch(/<meta name="robots" content="noindex/);
  });

  it('pays with the test card: 303 to the confirmation, the funnel completed, the order paid', async () => {
    const prospect = await prospectWithOrder(site.api.url);
    const response = await pay(prospect, await attemptFor(prospect), visa).expect(303);
    expect(response.headers.location).toBe(
      `/panier/confirmation?commande=${prospect.order.reference}`,
    );
    expect((await me(prospect)).subscriptions[0]?.funnel_completed).toBe(true);
    const row = orderRow(prospect);
    expect(row.status).toBe('preorder');
    expect(row.paid_at).not.toBeNull();
    // ADR 054: the card saved by POST /credit-cards/add, then the order paid with it
    expect(paymentsOf(prospect)).toEqual({
      kinds: [
        { kind: 'card_add', result_code: 'Authorised' },
        { kind: 'first_order', result_code: 'Authorised' },
      ],
      cards: [{ kind: 'card_add' }],
    });

    const confirmation = await site.request
      .get(response.headers.location ?? '')
      .set('Cookie', prospect.cookie)
      .expect(200);
    const text = textOf(confirmation.text);
    expect(text).toContain('Votre première box est commandée');
    expect(text).toContain(prospect.order.reference);
    expect(text).toContain('Total payé');
    expect(confirmation.text).toContain('href="/mon-compte"');
    expect(confirmation.headers['cache-control']).toBe('private, no-store');
  });

  it('says a refusal in French, pays nothing and gives the next try a new key', async () => {
    const prospect = await prospectWithOrder(site.api.url);
    const attempt = await attemptFor(prospect);
    const response = await pay(prospect, attempt, refused);
    expect(response.status).toBe(402);
    expect(alertOf(response.text)).toBe(
      'Le cryptogramme visuel ne correspond pas à cette carte. Vérifiez-le et réessayez.',
    );
    const next = attemptOf(response.text);
    expect(next).toMatch(/^[a-f0-9]{32}$/);
    expect(next).not.toBe(attempt);
    expect(orderRow(prospect).paid_at).toBeNull();
    expect((await me(prospect)).subscriptions[0]?.funnel_completed).toBe(false);
    // the next try, with its own key, pays
    await pay(prospect, next, visa).expect(303);
  });

  it('pays once when the same attempt is posted twice, even at once', async () => {
    const prospect = await prospectWithOrder(site.api.url);
    const attempt = await attemptFor(prospect);
    const before = { payments: payments(), cards: cards() };
    const ip = from();
    const answers = await Promise.all([
      pay(prospect, attempt, visa, ip),
      pay(prospect, attempt, visa, ip),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe(
        `/panier/confirmation?commande=${prospect.order.reference}`,
      );
    }
    // one card saved, one order paid
    expect({ payments: payments(), cards: cards() }).toEqual({
      payments: before.payments + 2,
      cards: before.cards + 1,
    });
  });

  it('refuses a card it cannot check in French, before anything is sent', async () => {
    const prospect = await prospectWithOrder(site.api.url);
    const attempt = await attemptFor(prospect);
    const before = payments();
    const response = await pay(prospect, attempt, { ...visa, cardNumber: '4111 1111 4555 1143' });
    expect(response.status).toBe(400);
    expect(attemptOf(response.text)).toBe(attempt);
    expect(payments()).toBe(before);
  });

  it('says in French that the gift card was spent by another order, and pays nothing', async () => {
    site.api.store.sqlite
      .prepare("UPDATE gift_cards SET used_by_user_id = NULL WHERE code = 'CADEAU-TEST-50'")
      .run();
    const first = await prospectWithOrder(site.api.url, { gift_card_code: 'CADEAU-TEST-50' });
    const second = await prospectWithOrder(site.api.url, { gift_card_code: 'CADEAU-TEST-50' });
    await pay(first, await attemptFor(first), visa).expect(303);
    const response = await pay(second, await attemptFor(second), visa).expect(400);
    expect(alertOf(response.text)).toBe('Cette carte cadeau a déjà été utilisée.');
    expect(orderRow(second).paid_at).toBeNull();
  });
});

describe('3-D Secure', () => {
  it('saves the card through the bank’s page, then pays the order with it, once', async () => {
    const prospect = await prospectWithOrder(site.api.url);
    const attempt = await attemptFor(prospect);
    const started = await pay(prospect, attempt, visa3ds).expect(303);
    const challenge = started.headers.location ?? '';
    expect(challenge).toMatch(/^\/api\/adyen\/challenge\/[A-Za-z0-9_-]+$/);
    expect(orderRow(prospect).paid_at).toBeNull();
    const back = await site.request
      .post(challenge)
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .type('form')
      .send({ outcome: 'approve' })
      .expect(303);
    // back to the payment step (ADR 054), with the order and the attempt
    // a path of the site, never a host (ADR 076)
    expect(back.headers.location).toMatch(/^\/panier\/paiement\?/);
    const location = new URL(back.headers.location ?? '', site.config.PUBLIC_SITE_URL);
    expect(location.searchParams.get('commande')).toBe(prospect.order.documentId);
    expect(location.searchParams.get('tentative')).toBe(attempt);
    const returned = await site.request
      .get(`${location.pathname}${location.search}`)
      .set('Cookie', prospect.cookie)
      .expect(303);
    expect(returned.headers.location).toBe(
      `/panier/confirmation?commande=${prospect.order.reference}`,
    );
    expect(orderRow(prospect).paid_at).not.toBeNull();
    expect((await me(prospect)).subscriptions[0]?.funnel_completed).toBe(true);
    // the guard knew them as a prospect when that page began; completed by its loader, the
    // payment makes it ask again (ADR 043): the landing sends the new subscriber on at once
    const landing = await site.request.get('/generique').set('Cookie', prospect.cookie).expect(302);
    expect(landing.headers.location).toBe('/mon-compte');
    // the bank's result again (a reload): a subscriber now, sent to their area; paid once
    const before = payments();
    const reloaded = await site.request
      .get(`${location.pathname}${location.search}`)
      .set('Cookie', prospect.cookie)
      .expect(302);
    expect(reloaded.headers.location).toBe('/mon-compte');
    expect(payments()).toBe(before);
    expect(paymentsOf(prospect)).toEqual({
      kinds: [
        { kind: 'card_add', result_code: 'Authorised' },
        { kind: 'first_order', result_code: 'Authorised' },
      ],
      cards: [{ kind: 'card_add' }],
    });
  });

  it('says in French when the shopper declined at the bank', async () => {
    const prospect = await prospectWithOrder(site.api.url);
    const started = await pay(prospect, await attemptFor(prospect), visa3ds).expect(303);
    const back = await site.request
      .post(started.headers.location ?? '')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .type('form')
      .send({ outcome: 'decline' })
      .expect(303);
    const location = new URL(back.headers.location ?? '', site.config.PUBLIC_SITE_URL);
    // the payment step again, saying why, with a new attempt
    const returned = await site.request
      .get(`${location.pathname}${location.search}`)
      .set('Cookie', prospect.cookie)
      .expect(200);
    expect(alertOf(returned.text)).toContain('L’authentification auprès de votre banque');
    expect(attemptOf(returned.text)).toMatch(/^[a-f0-9]{32}$/);
    expect(orderRow(prospect).paid_at).toBeNull();
    expect(paymentsOf(prospect).cards).toEqual([]);
  });
});

describe('spec §8’s messages of the payment, in French', () => {
  it('« Card creation impossible: customer reference missing », when none could be made', async () => {
    const prospect = await prospectWithOrder(site.api.url);
    // the database refuses this customer a shopper reference
    site.api.store.sqlite.exec(`
      CREATE TRIGGER no_reference_${prospect.order.id} BEFORE UPDATE OF adyen_shopper_reference
        ON users WHEN NEW.email = '${prospect.email}'
        BEGIN SELECT RAISE(ABORT, 'no shopper reference'); END`);
    const response = await pay(prospect, await attemptFor(prospect), visa).expect(400);
    expect(alertOf(response.text)).toBe(
      'Votre carte n’a pas pu être enregistrée\u00a0: contactez notre service client.',
    );
    expect(textOf(response.text)).toMatch(/Service client|service client/);
    expect(orderRow(prospect).paid_at).toBeNull();
    expect(paymentsOf(prospect)).toEqual({ kinds: [], cards: [] });
  });

  it('« unable to create order », once the delivery day has closed', async () => {
    const prospect = await prospectWithOrder(site.api.url);
    site.api.store.sqlite
      .prepare('UPDATE orders SET change_deadline = ? WHERE document_id = ?')
      .run('2000-01-01T00:00:00.000Z', prospect.order.documentId);
    const response = await pay(prospect, await attemptFor(prospect), visa).expect(400);
    expect(alertOf(response.text)).toBe(
      'Votre commande n’a pas pu être créée. Rechargez la page ou contactez notre service après-vente.',
    );
    expect(orderRow(prospect).paid_at).toBeNull();
  });
});

describe('the confirmation /panier/confirmation', () => {
  it('is a 404 for someone else’s order, or none', async () => {
    const owner = await prospectWithOrder(site.api.url);
    await payDirectly(site.api.url, owner);
    const other = await prospectWithOrder(site.api.url);
    const path = `/panier/confirmation?commande=${owner.order.reference}`;
    await site.request.get(path).set('Cookie', owner.cookie).expect(200);
    await site.request.get(path).set('Cookie', other.cookie).expect(404);
    await site.request.get('/panier/confirmation').set('Cookie', other.cookie).expect(404);
  });

  it('sends an order not paid yet to the payment step', async () => {
    const prospect = await prospectWithOrder(site.api.url);
    const response = await site.request
      .get(`/panier/confirmation?commande=${prospect.order.reference}`)
      .set('Cookie', prospect.cookie)
      .expect(302);
    expect(response.headers.location).toBe('/panier/paiement');
  });

  it('sends an anonymous visitor to the login page', async () => {
    const response = await site.request
      .get('/panier/confirmation?commande=CMD-AAAAAAAA')
      .expect(302);
    expect(response.headers.location).toBe(
      '/connexion?retour=%2Fpanier%2Fconfirmation%3Fcommande%3DCMD-AAAAAAAA',
    );
  });
});

describe('with Adyen’s Drop-in (ADR 038)', () => {
  it('draws its mount point, no card field, and allows Adyen’s origins on this page', async () => {
    const keyed = await startSite({ ADYEN_CLIENT_KEY: 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345' });
    try {
      const prospect = await prospectWithOrder(keyed.api.url);
      const response = await keyed.request
        .get('/panier/paiement')
        .set('Cookie', prospect.cookie)
        .expect(200);
      expect(response.text).toContain('<div id="adyen-drop-in"></div>');
      expect(response.text).not.toContain('name="cardNumber"');
      expect(response.headers['content-security-policy']).toContain(
        'https://checkoutshopper-test.adyen.com',
      );
      expect(keyed.renderErrors).toEqual([]);
    } finally {
      await keyed.stop();
    }
  });
});

it('renders every answer above without an error', () => {
  expect(site.renderErrors).toEqual([]);
});
