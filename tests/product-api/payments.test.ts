import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedUrl } from '../../product-api/http/logged-url.ts';
import { authoriseCard, isLuhnValid } from '../../product-api/payments/authorise-card.ts';
import { challengePage } from '../../product-api/payments/challenge-page.ts';
import { login, startTestApi, type TestApi } from './support/start-test-api.ts';

let t: TestApi;
beforeAll(async () => {
  // these tests pay more often than one visitor may (rate-limits.test.ts checks the limit)
  t = await startTestApi({ rateLimits: { paymentsPerIp: { points: 1000, durationSeconds: 60 } } });
});
afterAll(() => t.stop());

// Adyen's test card data, in the `test_` form its test platform accepts unencrypted.
function card(
  number: string,
  overrides: Partial<Record<'month' | 'year' | 'cvc' | 'holder', string>> = {},
) {
  return {
    type: 'scheme' as const,
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: `test_${overrides.month ?? '03'}`,
    encryptedExpiryYear: `test_${overrides.year ?? '2030'}`,
    encryptedSecurityCode: `test_${overrides.cvc ?? '737'}`,
    holderName: overrides.holder ?? 'Claire Dubois',
  };
}
const visa = '4111111145551142';
const visa3ds = '4212345678910006';
const giftCardOrder = {
  value: 50,
  email: 'claire@example.fr',
  recipient_name: 'Hugo',
  message: 'Joyeux anniversaire !',
};

/** The gift card e-mails the API wrote to its log for `code` (README "Gift card e-mail"). */
const emailsFor = (code: string) =>
  t.logs.filter((line) => line.msg === 'gift card e-mail' && String(line.text).includes(code));

describe('test-mode card authorisation', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('checks the Luhn sum', () => {
    expect(isLuhnValid(visa)).toBe(true);
    expect(isLuhnValid('4111111145551143')).toBe(false);
  });

  it('authorises the documented test cards and asks 3-D Secure for the 3DS2 ones', () => {
    expect(authoriseCard(card(visa), now).resultCode).toBe('Authorised');
    expect(authoriseCard(card('370000000000002', { cvc: '7373' }), now).resultCode).toBe(
      'Authorised',
    );
    expect(authoriseCard(card(visa3ds), now).resultCode).toBe('RedirectShopper');
  });

  it('says on the bank’s page a payment’s amount, and a card saved as no payment of 0 €', () => {
    expect(challengePage(5000)).toContain('Paiement de 50,00\u00a0€.');
    const saved = challengePage(0);
    expect(saved).toContain('Enregistrement de votre carte\u00a0: une vérification, sans débit.');
    expect(saved).not.toContain('Paiement de');
  });

  it.each([
    ['a wrong CVC', card(visa, { cvc: '123' }), 'CVC Declined'],
    ['an expired card', card(visa, { month: '01', year: '2024' }), 'Expired Card'],
    [
      'another expiry than 03/2030',
      card(visa, { month: '04', year: '2031' }),
      'Expiry Date mismatch',
    ],
    ['a valid number that is not a test card', card('4242424242424242'), 'Refused'],
    ['the holder name DECLINED', card(visa, { holder: 'DECLINED' }), 'Refused'],
    [
      'the holder name NOT_ENOUGH_BALANCE',
      card(visa, { holder: 'NOT_ENOUGH_BALANCE' }),
      'Not enough balance',
    ],
    ['the holder name BLOCK_CARD', card(visa, { holder: 'BLOCK_CARD' }), 'Blocked Card'],
  ])('refuses %s', (_label, method, reason) => {
    const result = authoriseCard(method, now);
    expect(result.resultCode).toBe('Refused');
    expect('refusalReason' in result && result.refusalReason).toBe(reason);
  });
});

describe('coupons (spec §5)', () => {
  it('answers the coupon for a valid code, in any case', async () => {
    const response = await t.request.get('/api/discounts/bienvenue/check').expect(200);
    expect(response.body).toMatchObject({
      code: 'BIENVENUE',
      scope: 'all',
      discount_type: 'percent',
      value: 50,
      max_value: 40,
    });
    const fixed = await t.request.get('/api/discounts/RECETTE5/check').expect(200);
    expect(fixed.body).toMatchObject({
      scope: 'recipe',
      discount_type: 'fixed',
      value: 5,
      max_value: null,
    });
  });

  it.each(['PERIME', 'INCONNU', "X'%20OR%20'1'='1", '%E2%82%AC'])(
    'answers « code not found » for %s',
    async (code) => {
      const response = await t.request.get(`/api/discounts/${code}/check`).expect(404);
      expect(response.body.error.message).toBe('code not found');
    },
  );
});

describe('gift cards', () => {
  it('finds the fixture card CADEAU-TEST-50', async () => {
    const response = await t.request.get('/api/discounts/add-gift-card/CADEAU-TEST-50').expect(200);
    expect(response.body.data).toMatchObject({ code: 'CADEAU-TEST-50', value: 50 });
    await t.request.get('/api/discounts/add-gift-card/NOPE-0000').expect(404);
  });

  it('sells a gift card with a test card, and the code it gets is usable', async () => {
    const response = await t.request
      .post('/api/discounts/pay-gift-card')
      .send({ data: { ...giftCardOrder, paymentMethod: card(visa) } })
      .expect(200);
    const result = response.body.data;
    expect(result).toMatchObject({
      resultCode: 'Authorised',
      amount: { value: 5000, currency: 'EUR' },
    });
    expect(result.pspReference).toMatch(/^\d{16}$/);
    expect(result.giftCard.code).toMatch(/^POTI-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(result.giftCard.customer_display).toContain('Hugo');
    const found = await t.request
      .get(`/api/discounts/add-gift-card/${result.giftCard.code}`)
      .expect(200);
    expect(found.body.data.value).toBe(50);
    // the buyer's answer says whom the card is for; the basket's code check does not
    expect(result.giftCard).toMatchObject({
      recipient_name: 'Hugo',
      recipient_email: null,
      buyer_email: 'claire@example.fr',
    });
    expect(found.body.data).not.toHaveProperty('recipient_name');
    expect(found.body.data).not.toHaveProperty('buyer_email');
  });

  it('writes the e-mail of a new card to the log, for the buyer and the recipient', async () => {
    const response = await t.request
      .post('/api/discounts/pay-gift-card')
      .send({
        data: { ...giftCardOrder, recipient_email: 'hugo@example.fr', paymentMethod: card(visa) },
      })
      .expect(200);
    const { code } = response.body.data.giftCard;
    const emails = emailsFor(code);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      level: 30,
      to: ['claire@example.fr', 'hugo@example.fr'],
      subject: 'Une carte cadeau Potimarron de 50\u00a0€ pour Hugo',
    });
    expect(emails[0]?.text).toContain(`Code\u00a0: ${code}\n`);
    expect(emails[0]?.text).toContain('> Joyeux anniversaire !\n');
  });

  it('issues no card when the payment is refused', async () => {
    const before = t.api.store.sqlite.prepare('SELECT COUNT(*) AS n FROM gift_cards').get() as {
      n: number;
    };
    const response = await t.request
      .post('/api/discounts/pay-gift-card')
      .send({ data: { ...giftCardOrder, paymentMethod: card(visa, { cvc: '000' }) } })
      .expect(200);
    expect(response.body.data).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'CVC Declined',
    });
    expect(response.body.data).not.toHaveProperty('giftCard');
    const after = t.api.store.sqlite.prepare('SELECT COUNT(*) AS n FROM gift_cards').get() as {
      n: number;
    };
    expect(after.n).toBe(before.n);
  });

  it('completes a 3-D Secure payment through /adyen/payments/details, once', async () => {
    const started = await t.request
      .post('/api/discounts/pay-gift-card')
      .send({
        data: {
          ...giftCardOrder,
          paymentMethod: card(visa3ds),
          returnUrl: '/carte-cadeau/confirmation',
        },
      })
      .expect(200);
    expect(started.body.data.resultCode).toBe('RedirectShopper');
    // the test mode's bank page, then back to the return URL with the redirectResult
    const challenge = String(started.body.data.action.url);
    expect(challenge).toMatch(/^\/api\/adyen\/challenge\/[A-Za-z0-9_-]{32}$/);
    const page = await t.request.get(challenge).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Paiement de 50,00\u00a0€.');
    const back = await t.request
      .post(challenge)
      .type('form')
      .send({ outcome: 'approve', returnUrl: 'https://evil.example/' })
      .expect(303);
    const url = new URL(back.headers.location ?? '', 'http://site.test');
    expect(url.origin).toBe('http://site.test');
    expect(url.pathname).toBe('/carte-cadeau/confirmation');
    const redirectResult = url.searchParams.get('redirectResult');
    expect(challenge.endsWith(`/${redirectResult}`)).toBe(true);
    const done = await t.request
      .post('/api/adyen/payments/details')
      .send({ details: { redirectResult } })
      .expect(200);
    expect(done.body.data.resultCode).toBe('Authorised');
    expect(emailsFor(done.body.data.giftCard.code)).toHaveLength(1);
    const again = await t.request
      .post('/api/adyen/payments/details')
      .send({ details: { redirectResult } })
      .expect(200);
    expect(again.body.data.giftCard.code).toBe(done.body.data.giftCard.code);
    expect(emailsFor(done.body.data.giftCard.code)).toHaveLength(1);
    const unknown = await t.request
      .post('/api/adyen/payments/details')
      .send({ details: { redirectResult: 'nope' } })
      .expect(422);
    expect(unknown.body.error.message).toBe('Order reference not found in the payment response');
  });

  it('sends back to a path of the site whatever a payment kept (ADR 076)', async () => {
    const started = await t.request
      .post('/api/discounts/pay-gift-card')
      .send({ data: { ...giftCardOrder, paymentMethod: card(visa3ds) } })
      .expect(200);
    const challenge = String(started.body.data.action.url);
    const redirectResult = challenge.split('/').at(-1);
    // a return URL kept before its dot segments were resolved on the way in
    t.api.store.sqlite
      .prepare('UPDATE payments SET return_url = ? WHERE redirect_result = ?')
      .run('/a/../..//evil.example/phish', redirectResult);
    const back = await t.request
      .post(challenge)
      .type('form')
      .send({ outcome: 'refuse' })
      .expect(303);
    expect(back.headers.location).toBe(`/?redirectResult=${redirectResult}`);
  });

  it('refuses a 3-D Secure payment the shopper did not confirm, and issues nothing', async () => {
    const cards = t.api.store.sqlite.prepare('SELECT COUNT(*) AS n FROM gift_cards').get() as {
      n: number;
    };
    const started = await t.request
      .post('/api/discounts/pay-gift-card')
      .send({
        data: {
          ...giftCardOrder,
          paymentMethod: card(visa3ds),
          returnUrl: '/vitrine/carte-cadeau/confirmation?x=1',
        },
      })
      .expect(200);
    const challenge = String(started.body.data.action.url);
    const back = await t.request
      .post(challenge)
      .type('form')
      .send({ outcome: 'decline' })
      .expect(303);
    expect(back.headers.location).toMatch(/^\/vitrine\/carte-cadeau\/confirmation\?x=1&/);
    const url = new URL(back.headers.location ?? '', 'http://site.test');
    const details = await t.request
      .post('/api/adyen/payments/details')
      .send({ details: { redirectResult: url.searchParams.get('redirectResult') } })
      .expect(200);
    expect(details.body.data).toMatchObject({
      resultCode: 'Refused',
      refusalReason: '3D Not Authenticated',
    });
    expect(details.body.data).not.toHaveProperty('giftCard');
    // done: the page no longer asks, and nothing was issued; it leads back to the site's root,
    // under whatever path the site serves it (a relative link: the page has no script)
    const gone = await t.request.get(challenge).expect(404);
    const link = /<a href="([^"]+)">Revenir au site<\/a>/.exec(gone.text)?.[1] ?? '';
    expect(new URL(link, `https://site.example${challenge}`).pathname).toBe('/');
    expect(new URL(link, `https://site.example/vitrine${challenge}`).pathname).toBe('/vitrine/');
    await t.request.post(challenge).type('form').send({ outcome: 'approve' }).expect(404);
    await t.request.get('/api/adyen/challenge/%3Cscript%3E').expect(404);
    const after = t.api.store.sqlite.prepare('SELECT COUNT(*) AS n FROM gift_cards').get() as {
      n: number;
    };
    expect(after.n).toBe(cards.n);
  });

  it('takes a message of 300 characters as the visitor sees them, not one more', async () => {
    const pay = (message: string) =>
      t.request
        .post('/api/discounts/pay-gift-card')
        .send({ data: { ...giftCardOrder, message, paymentMethod: card(visa) } });
    // accents typed as one character or as a letter and its accent, emoji beyond 16 bits
    for (const message of ['é'.repeat(300), `  ${'e\u0301'.repeat(300)}\n`, '🎁'.repeat(300)])
      expect((await pay(message)).body.data.resultCode).toBe('Authorised');
    const refused = await pay('é'.repeat(301)).expect(400);
    expect(refused.body.error).toMatchObject({
      name: 'ValidationError',
      message: 'Bad Request',
      details: {
        errors: [{ path: ['message'], message: 'message must be at most 300 characters' }],
      },
    });
  });

  it('refuses bad orders with clear errors', async () => {
    const missing = await t.request
      .post('/api/discounts/pay-gift-card')
      .send({ data: giftCardOrder })
      .expect(422);
    expect(missing.body.error.message).toBe('Payment method not provided');
    const luhn = await t.request
      .post('/api/discounts/pay-gift-card')
      .send({ data: { ...giftCardOrder, paymentMethod: card('4111111145551143') } })
      .expect(422);
    expect(luhn.body.error.message).toBe('Invalid card number');
    await t.request
      .post('/api/discounts/pay-gift-card')
      .send({ data: { ...giftCardOrder, value: 42, paymentMethod: card(visa) } })
      .expect(400);
    await t.request
      .post('/api/discounts/pay-gift-card')
      .send({ data: { ...giftCardOrder, email: 'x', paymentMethod: card(visa) } })
      .expect(400);
    await t.request
      .post('/api/discounts/pay-gift-card')
      .send({
        data: { ...giftCardOrder, paymentMethod: card(visa3ds), returnUrl: '//evil.example/steal' },
      })
      .expect(400);
    await t.request
      .post('/api/discounts/pay-gift-card')
      .send({
        data: { ...giftCardOrder, paymentMethod: card(visa3ds), returnUrl: 'javascript:alert(1)' },
      })
      .expect(400);
    // ADR 076: the bank's page is on the site's address; anyone may start a payment, so no
    // other host, however spelt (a browser drops a tab or a line feed from a URL)
    for (const returnUrl of [
      'https://evil.example/phish',
      'http://localhost:3000/carte-cadeau/confirmation',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'carte-cadeau/confirmation',
      // dot segments the URL parser resolves into `//evil.example`, encoded or not
      '/.//evil.example/phish',
      '/..//evil.example/x',
      '/a/../..//evil.example/',
      '/%2e//evil.example/',
      '/%2E%2E//evil.example/',
    ]) {
      const refused = await t.request
        .post('/api/discounts/pay-gift-card')
        .send({ data: { ...giftCardOrder, paymentMethod: card(visa3ds), returnUrl } })
        .expect(400);
      expect(refused.body.error.message, returnUrl).toBe('Invalid returnUrl');
    }
  });
});

describe('stored cards', () => {
  it('requires a customer reference (spec §5)', async () => {
    const jwt = await login(t.request, 'prospect@example.fr');
    const response = await t.request
      .post('/api/credit-cards/add')
      .set('Authorization', `Bearer ${jwt}`)
      .send({ data: { paymentMethod: card(visa) } })
      .expect(400);
    expect(response.body.error.message).toBe(
      'Card creation impossible: customer reference missing',
    );
  });

  it('stores a card for a subscriber and offers it among the payment methods', async () => {
    const auth = { Authorization: `Bearer ${await login(t.request, 'abonne@example.fr')}` };
    const added = await t.request
      .post('/api/credit-cards/add')
      .set(auth)
      .send({ data: { paymentMethod: card(visa) } })
      .expect(200);
    expect(added.body.data.card).toMatchObject({
      brand: 'visa',
      last_four: '1142',
      expiry_month: '03',
      expiry_year: '2030',
    });
    const methods = await t.request
      .post('/api/adyen/availablePaymentMethods')
      .set(auth)
      .send({})
      .expect(200);
    expect(methods.body.paymentMethods[0].brands).toContain('cartebancaire');
    // the seed's card first, then the one just stored
    expect(methods.body.storedPaymentMethods).toMatchObject([
      { brand: 'mc', lastFour: '1115' },
      { brand: 'visa', lastFour: '1142' },
    ]);
    const anonymous = await t.request
      .post('/api/adyen/availablePaymentMethods')
      .send({})
      .expect(200);
    expect(anonymous.body.storedPaymentMethods).toEqual([]);
  });

  it('keeps one card when the same card is saved again (a retried payment, a second click)', async () => {
    const auth = { Authorization: `Bearer ${await login(t.request, 'abonne@example.fr')}` };
    const cards = async () =>
      (await t.request.get('/api/credit-cards').set(auth).expect(200)).body.data as {
        stored_payment_method_id: string;
        last_four: string;
      }[];
    const mastercard = '2222400070000005';
    const first = await t.request
      .post('/api/credit-cards/add')
      .set(auth)
      .send({ data: { paymentMethod: card(mastercard) } })
      .expect(200);
    const before = await cards();
    const again = await t.request
      .post('/api/credit-cards/add')
      .set(auth)
      .send({ data: { paymentMethod: card(mastercard) } })
      .expect(200);
    expect(again.body.data.card.stored_payment_method_id).toBe(
      first.body.data.card.stored_payment_method_id,
    );
    expect(await cards()).toEqual(before);
    expect(before.filter((saved) => saved.last_four === '0005')).toHaveLength(1);
  });

  it('refuses anonymous callers', async () => {
    await t.request
      .post('/api/credit-cards/add')
      .send({ data: { paymentMethod: card(visa) } })
      .expect(401);
  });
});

it('logs a request under the id the site sent, and only an id that looks like one', async () => {
  await t.request.get('/api/reassurance-blocks/').set('X-Request-Id', 'site-req-42').expect(200);
  await t.request.get('/api/reassurance-blocks/').set('X-Request-Id', 'a b forged').expect(200);
  const ids = t.logs
    .filter(
      (line) => (line.req as { url?: string } | undefined)?.url === '/api/reassurance-blocks/',
    )
    .map((line) => (line.req as { id: unknown }).id);
  expect(ids.slice(-2)[0]).toBe('site-req-42');
  expect(typeof ids.slice(-1)[0]).toBe('number');
});

it('writes no 3-D Secure page’s redirectResult nor gift card code to its access log', () => {
  expect(loggedUrl('/api/adyen/challenge/os3SZoGwnrzVtPoeVAynkSREE3_d0cU-')).toBe(
    '/api/adyen/challenge/[masqué]',
  );
  expect(loggedUrl('/api/discounts/add-gift-card/CADEAU-TEST-50?x=1')).toBe(
    '/api/discounts/add-gift-card/[masqué]?x=1',
  );
  expect(loggedUrl('/api/recipes?x=1')).toBe('/api/recipes?x=1');
});
