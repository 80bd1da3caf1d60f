import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropinMessages } from '../../client/components/payment/drop-in-messages.ts';
import { cspNonce, securityHeaders } from '../../server/security-headers.ts';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { appStateOf, decodeHtml, deepValues } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// The gift card payment in Adyen's Drop-in (ADR 038), with ADYEN_CLIENT_KEY set: Adyen's
// origins in the CSP of /carte-cadeau alone, a mount point instead of our card form, and the
// payment method the Drop-in encrypted sent to the product API as it came. Adyen's own servers
// are out of reach here: the embedded API takes Adyen's test format in that field too.

const clientKey = 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
const testOrigins = {
  checkout: 'https://checkoutshopper-test.adyen.com',
  cdn: 'https://checkoutshopper-test.cdn.adyen.com',
  analytics: 'https://checkoutanalytics-test.adyen.com',
};

let keyed: TestSite;
let plain: TestSite;

beforeAll(async () => {
  [keyed, plain] = await Promise.all([
    startSite({ ADYEN_CLIENT_KEY: clientKey, TRUST_PROXY: 'loopback', PAGE_CACHE_MB: '8' }),
    startSite({ TRUST_PROXY: 'loopback' }),
  ]);
});
afterAll(() => Promise.all([keyed.stop(), plain.stop()]));

/** The policy's directives by name, the nonce left out (it changes with every answer). */
function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((directive) => directive.trim().replace(/ 'nonce-[^']+'/, ''))
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources.join(' ')];
      }),
  );
}
const policyOf = async (site: TestSite, path: string) =>
  directives((await site.request.get(path)).headers['content-security-policy']);

let address = 0;
const from = () => `198.51.100.${++address}`;
const post = (site: TestSite, fields: Record<string, string>) =>
  site.request
    .post('/carte-cadeau')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', from())
    .type('form')
    .send(fields);

const order = {
  amount: '50',
  email: 'lea@example.fr',
  recipientName: 'Camille',
  recipientEmail: 'camille@example.fr',
  message: 'Bon anniversaire\u00a0!',
};
/** what the Drop-in posts for a card: its JSON, encrypted (here Adyen's test format) */
const dropinCard = (holderName = 'Léa Martin', number = '4111111145551142') => ({
  type: 'scheme',
  holderName,
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  brand: 'visa',
  checkoutAttemptId: 'do-not-track',
});
const pay = (site: TestSite, paymentMethod: unknown, attempt = 'ab'.repeat(16)) =>
  post(site, {
    ...order,
    attempt,
    intent: 'pay',
    paymentMethod:
      typeof paymentMethod === 'string' ? paymentMethod : JSON.stringify(paymentMethod),
  });

const alertOf = (html: string) =>
  decodeHtml(/<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '');
const attemptOf = (html: string) => /"attempt":"([a-f0-9]{32})"/.exec(html)?.[1] ?? '';
const codeOf = (html: string) => /POTI-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(html)?.[0];
const count = (table: 'gift_cards' | 'payments') =>
  (keyed.api.store.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('the Content-Security-Policy', () => {
  it('allows Adyen’s test origins on /carte-cadeau, its form’s answers included', async () => {
    const strict = await policyOf(plain, '/carte-cadeau');
    const answer = await post(keyed, { ...order, intent: 'payment' }).expect(200);
    for (const policy of [
      await policyOf(keyed, '/carte-cadeau'),
      await policyOf(keyed, '/carte-cadeau?montant=80'),
      // the page cache's copy gets the same header (ADR 022)
      await policyOf(keyed, '/carte-cadeau?montant=80'),
      // as the routes match it (shared/match-route.ts)
      await policyOf(keyed, '/Carte-Cadeau/'),
      directives(answer.headers['content-security-policy']),
    ]) {
      expect(policy).toEqual({
        ...strict,
        'script-src': `'self' ${testOrigins.checkout}`,
        'style-src': `'self' ${testOrigins.checkout}`,
        'img-src': `'self' data: ${testOrigins.checkout} ${testOrigins.cdn}`,
        'connect-src': `'self' ${testOrigins.checkout} ${testOrigins.cdn} ${testOrigins.analytics}`,
        'frame-src': `'self' ${testOrigins.checkout}`,
      });
    }
    expect((await keyed.request.get('/carte-cadeau?montant=80')).headers['x-cache']).toBe('HIT');
  });

  it('allows them on the subscriber’s cards page too (ADR 048), and not on the profile', async () => {
    const cards = await policyOf(keyed, '/mon-compte/cartes');
    expect(cards['frame-src']).toBe(`'self' ${testOrigins.checkout}`);
    expect(cards['script-src']).toBe(`'self' ${testOrigins.checkout}`);
    expect(await policyOf(keyed, '/mon-compte/profil')).toEqual(
      await policyOf(plain, '/mon-compte/profil'),
    );
  });

  it('keeps every other page’s policy exactly as without a key', async () => {
    for (const path of [
      '/',
      '/recettes/page/1',
      '/offrir-une-carte-cadeau',
      '/carte-cadeau/confirmation?redirectResult=abc',
      '/carte-cadeau-x',
      '/connexion',
    ]) {
      const policy = await policyOf(keyed, path);
      expect(policy, path).toEqual(await policyOf(plain, path));
      expect(JSON.stringify(policy), path).not.toContain('adyen');
    }
  });

  it('names no Adyen origin anywhere without a key, /carte-cadeau included', async () => {
    for (const path of ['/carte-cadeau', '/', '/recettes/page/1']) {
      const policy = await policyOf(plain, path);
      expect(JSON.stringify(policy), path).not.toContain('adyen');
      expect(policy['frame-src'], path).toBeUndefined();
    }
    expect(await policyOf(plain, '/carte-cadeau')).toEqual(await policyOf(plain, '/'));
  });

  it('names the live origins for a live key, and no test one', async () => {
    const app = express()
      .use(cspNonce)
      .use(
        securityHeaders({
          https: true,
          development: false,
          adyen: { environment: 'live', pagePaths: ['/carte-cadeau'] },
        }),
      )
      .get('/{*path}', (_req, res) => {
        res.send('ok');
      });
    const live = directives(
      (await supertest(app).get('/carte-cadeau')).headers['content-security-policy'],
    );
    expect(live['frame-src']).toBe(`'self' https://checkoutshopper-live.adyen.com`);
    expect(live['connect-src']).toBe(
      `'self' https://checkoutshopper-live.adyen.com https://checkoutshopper-live.cdn.adyen.com https://checkoutanalytics-live.adyen.com`,
    );
    expect(JSON.stringify(live)).not.toContain('-test.');
    const home = directives((await supertest(app).get('/')).headers['content-security-policy']);
    expect(JSON.stringify(home)).not.toContain('adyen');
  });
});

describe('the payment step', () => {
  it('has the Drop-in’s mount point, says card payment needs JavaScript, and no card field', async () => {
    const response = await post(keyed, { ...order, intent: 'payment' }).expect(200);
    const html = response.text;
    expect(html).toContain('<div id="adyen-drop-in"></div>');
    expect(decodeHtml(html)).toMatch(
      /<noscript><p class="[^"]*">Le paiement par carte nécessite JavaScript\u00a0: activez-le dans votre navigateur, puis rechargez la page\.<\/p><\/noscript>/,
    );
    // nothing says it is loading where nothing will load
    expect(decodeHtml(html)).not.toContain('Chargement du paiement sécurisé');
    expect(html).not.toContain('name="cardNumber"');
    expect(html).not.toContain('name="cvc"');
    expect(decodeHtml(html)).not.toContain('Mode test');
    // what the Drop-in starts from: the key and its environment, the methods of the product API
    const state = appStateOf(html);
    expect(state.settings.adyen).toEqual({ clientKey, environment: 'test' });
    expect(deepValues(state, 'paymentMethods')).toContainEqual(
      expect.objectContaining({
        paymentMethods: [
          {
            type: 'scheme',
            name: 'Carte bancaire',
            brands: ['cartebancaire', 'visa', 'mc', 'amex'],
          },
        ],
      }),
    );
    expect(attemptOf(html)).toMatch(/^[a-f0-9]{32}$/);
  });

  it('keeps the test-mode card form without a key', async () => {
    const response = await post(plain, { ...order, intent: 'payment' }).expect(200);
    expect(response.text).toContain('name="cardNumber"');
    expect(response.text).not.toContain('adyen-drop-in');
    expect(appStateOf(response.text).settings.adyen).toBeNull();
  });
});

describe('paying with what the Drop-in encrypted', () => {
  it('sends its payment method to the product API as it came, and no card field posted beside it', async () => {
    const upstream: FakeUpstream = await startFakeUpstream();
    const site = await startSite({ PRODUCT_API_URL: upstream.url, ADYEN_CLIENT_KEY: clientKey });
    try {
      const encrypted = {
        type: 'scheme',
        holderName: 'Léa Martin',
        encryptedCardNumber: `adyenjs_0_1_25$${'A'.repeat(700)}`,
        encryptedExpiryMonth: `adyenjs_0_1_25$${'B'.repeat(700)}`,
        encryptedExpiryYear: `adyenjs_0_1_25$${'C'.repeat(700)}`,
        encryptedSecurityCode: `adyenjs_0_1_25$${'D'.repeat(700)}`,
        brand: 'visa',
        checkoutAttemptId: 'do-not-track',
      };
      await post(site, {
        ...order,
        attempt: 'cd'.repeat(16),
        intent: 'pay',
        paymentMethod: JSON.stringify(encrypted),
        // a card typed in a form of another version is never read in this mode
        cardNumber: '4111 1111 4555 1142',
        expiry: '03/30',
        cvc: '737',
      });
      const [payment, ...more] = upstream.received('/api/discounts/pay-gift-card');
      expect(more).toEqual([]);
      expect(payment?.headers['idempotency-key']).toBe('cd'.repeat(16));
      const body = JSON.parse(payment?.body ?? '{}') as { data: Record<string, unknown> };
      expect(body.data.paymentMethod).toEqual(encrypted);
      expect(body.data).toMatchObject({ value: 50, email: 'lea@example.fr' });
      expect(payment?.body).not.toContain('4111');
    } finally {
      await site.stop();
      await upstream.close();
    }
  });

  it('refuses a malformed payment method in French with 400, and asks no payment', async () => {
    const upstream = await startFakeUpstream();
    const site = await startSite({ PRODUCT_API_URL: upstream.url, ADYEN_CLIENT_KEY: clientKey });
    try {
      const attempt = 'ef'.repeat(16);
      for (const paymentMethod of [
        'not JSON',
        '{"type":"scheme"',
        'null',
        '[{"type":"scheme"}]',
        '{"encryptedCardNumber":"test_4111111145551142"}',
        '{"type":12}',
        JSON.stringify({ type: 'scheme', padding: 'x'.repeat(9000) }),
      ]) {
        const response = await pay(site, paymentMethod, attempt);
        expect(response.status, paymentMethod.slice(0, 40)).toBe(400);
        expect(alertOf(response.text)).toBe(dropinMessages.unreadable);
        // nothing was sent: the attempt goes on, the Drop-in mounts again
        expect(attemptOf(response.text)).toBe(attempt);
        expect(response.text).toContain('<div id="adyen-drop-in"></div>');
      }
      // no payment method at all, a card typed instead: refused the same
      const typed = await post(site, {
        ...order,
        attempt,
        intent: 'pay',
        cardNumber: '4111 1111 4555 1142',
        expiry: '03/30',
        cvc: '737',
        holderName: 'Léa Martin',
      });
      expect(typed.status).toBe(400);
      expect(alertOf(typed.text)).toBe(dropinMessages.unreadable);
      expect(upstream.received('/api/discounts/pay-gift-card')).toEqual([]);
    } finally {
      await site.stop();
      await upstream.close();
    }
  });

  it('issues the card through the product API', async () => {
    const cards = count('gift_cards');
    const response = await pay(keyed, dropinCard(), 'a1'.repeat(16));
    expect(response.status).toBe(200);
    expect(codeOf(response.text)).toBeDefined();
    expect(count('gift_cards')).toBe(cards + 1);
  });

  it('mounts the Drop-in again after a refusal, with the bank’s word in French and a new key', async () => {
    const payments = count('payments');
    const response = await pay(keyed, dropinCard('DECLINED'), 'b2'.repeat(16));
    expect(response.status).toBe(402);
    expect(alertOf(response.text)).toBe(
      'Votre banque a refusé le paiement. Essayez avec une autre carte ou contactez votre banque.',
    );
    expect(response.text).toContain('<div id="adyen-drop-in"></div>');
    expect(attemptOf(response.text)).not.toBe('b2'.repeat(16));
    expect(count('payments')).toBe(payments + 1);
  });

  it('sends a card asking for 3-D Secure to the bank’s page, as before', async () => {
    const response = await pay(
      keyed,
      dropinCard('Léa Martin', '4212345678910006'),
      'c3'.repeat(16),
    );
    expect(response.status).toBe(303);
    // the test mode's bank page, which sends the shopper back to /carte-cadeau/confirmation
    expect(response.headers.location).toMatch(/^\/api\/adyen\/challenge\/[A-Za-z0-9_-]+$/);
  });
});

it('rendered every page above without a render error', () => {
  expect(keyed.renderErrors).toEqual([]);
  expect(plain.renderErrors).toEqual([]);
});
