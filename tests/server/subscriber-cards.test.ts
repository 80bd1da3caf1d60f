import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieName, authCookieOf } from './support/cookies.ts';
import { decodeHtml } from './support/html.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// « Mes cartes de paiement » without JavaScript (ADR 048): the saved cards, one added through
// the test-mode card step, removal confirmed, against the real embedded product API. Cards are
// added to accounts registered here, each from an address of its own.

let site: TestSite;
beforeAll(async () => {
  site = await startSite({ TRUST_PROXY: 'loopback' });
});
afterAll(() => site.stop());

let address = 0;
const from = () => `198.51.100.${++address}`;

interface Account {
  cookie: string;
  ip: string;
}

async function newAccount(): Promise<Account> {
  const ip = from();
  const response = await site.request
    .post('/auth/register')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', ip)
    .send({
      firstName: 'Léa',
      lastName: 'Martin',
      email: `cartes-${address}@example.fr`,
      password: 'motdepasse',
    })
    .expect(200);
  const cookie = authCookieOf(response.headers);
  if (!cookie) throw new Error('no session cookie');
  return { cookie: `${authCookieName}=${cookie.value}`, ip };
}

interface StoredCard {
  id: number;
  documentId: string;
  last_four: string;
}

async function apiCards(account: Account): Promise<StoredCard[]> {
  const answer = await fetch(`${site.api.url}/api/credit-cards`, {
    headers: { Authorization: `Bearer ${account.cookie.slice(`${authCookieName}=`.length)}` },
  });
  return ((await answer.json()) as { data: StoredCard[] }).data;
}

const page = (account: Account) =>
  site.request.get('/mon-compte/cartes').set('Cookie', account.cookie).expect(200);
const post = (account: Account, fields: Record<string, string>) =>
  site.request
    .post('/mon-compte/cartes')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', account.ip)
    .set('Cookie', account.cookie)
    .type('form')
    .send(fields);

const attemptOf = (html: string) => /name="attempt" value="([a-f0-9]{32})"/.exec(html)?.[1] ?? '';
const textOf = (html: string) =>
  decodeHtml(html.replace(/<[^>]+>/g, ' ')).replace(/[ \t\r\n]+/g, ' ');

/** The test card of README « Paiement par carte », or another number. */
async function addCard(account: Account, card: Partial<Record<string, string>> = {}, status = 303) {
  const attempt = attemptOf((await page(account)).text);
  return post(account, {
    intent: 'pay',
    attempt,
    brands: 'cartebancaire,visa,mc,amex',
    cardNumber: '4111 1111 4555 1142',
    expiry: '03/30',
    cvc: '737',
    holderName: 'Léa Martin',
    ...card,
  }).expect(status);
}

describe('GET /mon-compte/cartes', () => {
  it('sends an anonymous visitor to the login page', async () => {
    const response = await site.request.get('/mon-compte/cartes').expect(302);
    expect(response.headers.location).toBe('/connexion?retour=%2Fmon-compte%2Fcartes');
  });

  it('says there is no card yet, and offers to add one in test mode', async () => {
    const account = await newAccount();
    const response = await page(account);
    expect(response.headers['cache-control']).toMatch(/private|no-store/);
    const text = textOf(response.text);
    expect(text).toContain('Aucune carte enregistrée.');
    expect(text).toContain('Ajouter une carte');
    expect(text).toContain('Mode test');
    expect(attemptOf(response.text)).toMatch(/^[a-f0-9]{32}$/);
  });
});

describe('adding a card without JavaScript', () => {
  it('saves the test card (the shopper reference made first) and lists it', async () => {
    const account = await newAccount();
    const response = await addCard(account);
    expect(response.headers.location).toBe('/mon-compte/cartes?enregistre=ajoutee');
    expect((await apiCards(account)).map((card) => card.last_four)).toEqual(['1142']);
    const shown = await site.request
      .get('/mon-compte/cartes?enregistre=ajoutee')
      .set('Cookie', account.cookie)
      .expect(200);
    const text = textOf(shown.text);
    expect(text).toContain('Votre carte a été enregistrée.');
    expect(text).toContain('Visa •••• 1142');
    expect(text).toContain('Expire fin 03/2030');
    expect(text).toContain('Léa Martin');
  });

  it('says a refused card in French and saves nothing', async () => {
    const account = await newAccount();
    const response = await addCard(account, { cvc: '000' }, 402);
    expect(textOf(response.text)).toContain(
      'Le cryptogramme visuel ne correspond pas à cette carte.',
    );
    expect(await apiCards(account)).toEqual([]);
  });

  it('goes to the bank for 3-D Secure, and the page saves the card on the way back', async () => {
    const account = await newAccount();
    const started = await addCard(account, { cardNumber: '4212 3456 7891 0006' });
    const challenge = started.headers.location ?? '';
    expect(challenge).toMatch(/^\/api\/adyen\/challenge\/[A-Za-z0-9_-]+$/);
    expect(await apiCards(account)).toEqual([]);
    const back = await site.request
      .post(challenge)
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .type('form')
      .send({ outcome: 'approve' })
      .expect(303);
    expect(back.headers.location).toMatch(/^\/mon-compte\/cartes\?redirectResult=/);
    const location = new URL(back.headers.location ?? '', site.config.PUBLIC_SITE_URL);
    const returned = await site.request
      .get(`${location.pathname}${location.search}`)
      .set('Cookie', account.cookie)
      .expect(303);
    expect(returned.headers.location).toBe('/mon-compte/cartes?enregistre=ajoutee');
    expect((await apiCards(account)).map((card) => card.last_four)).toEqual(['0006']);
  });
});

describe('removing a card without JavaScript', () => {
  it('asks to confirm, then removes it', async () => {
    const account = await newAccount();
    await addCard(account);
    const [card] = await apiCards(account);
    const asked = await post(account, { intent: 'remove', card: card?.documentId ?? '' }).expect(
      200,
    );
    expect(textOf(asked.text)).toContain('Retirer la carte Visa •••• 1142\u00a0?');
    expect(asked.text).toContain('name="confirm" value="1"');
    expect(await apiCards(account)).toHaveLength(1);
    const removed = await post(account, {
      intent: 'remove',
      card: card?.documentId ?? '',
      confirm: '1',
    }).expect(303);
    expect(removed.headers.location).toBe('/mon-compte/cartes?enregistre=retiree');
    expect(await apiCards(account)).toEqual([]);
  });

  it('answers 404 in French for someone else’s card, which stays', async () => {
    const owner = await newAccount();
    await addCard(owner);
    const [card] = await apiCards(owner);
    const other = await newAccount();
    const response = await post(other, {
      intent: 'remove',
      card: card?.documentId ?? '',
      confirm: '1',
    }).expect(404);
    expect(textOf(response.text)).toContain('Cette carte est introuvable dans votre compte.');
    expect(await apiCards(owner)).toHaveLength(1);
  });

  it('keeps the last card of an active subscription, saying why in French', async () => {
    const subscriber = { cookie: await loginCookie(site, 'abonne@example.fr'), ip: from() };
    // the seed's card, which the subscription's boxes are charged to
    const [card] = await apiCards(subscriber);
    const response = await post(subscriber, {
      intent: 'remove',
      card: card?.documentId ?? '',
      confirm: '1',
    }).expect(400);
    expect(textOf(response.text)).toContain(
      'Cette carte règle vos prochaines box\u00a0: ajoutez-en une autre avant de la retirer.',
    );
    expect(await apiCards(subscriber)).toHaveLength(1);
  });
});
