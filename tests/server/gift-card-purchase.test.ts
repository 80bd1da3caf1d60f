import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { decodeHtml, headOf, titlesOf } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// The gift card purchase (/carte-cadeau, ADR 037) posted as a browser without JavaScript
// posts it: the order, the card, the card bought; 3-D Secure back to /carte-cadeau/confirmation.
// Against the real embedded product API on a fresh database, with Adyen's test cards (spec
// §7). Every test speaks from an address of its own (TRUST_PROXY).

let site: TestSite;

beforeAll(async () => {
  site = await startSite({ TRUST_PROXY: 'loopback' });
});
afterAll(() => site.stop());

let address = 0;
const from = () => `198.51.100.${++address}`;
const post = (fields: Record<string, string>, ip = from()) =>
  site.request
    .post('/carte-cadeau')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', ip)
    .type('form')
    .send(fields);

const order = {
  amount: '50',
  email: 'lea@example.fr',
  recipientName: 'Camille',
  recipientEmail: 'camille@example.fr',
  message: 'Bon anniversaire\u00a0!',
};
const visa = {
  cardNumber: '4111 1111 4555 1142',
  expiry: '03/30',
  cvc: '737',
  holderName: 'Léa Martin',
};
const visa3ds = { ...visa, cardNumber: '4212 3456 7891 0006' };

const count = (table: 'gift_cards' | 'payments') =>
  (site.api.store.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
// the page's text, its non-breaking spaces kept
const textOf = (html: string) =>
  decodeHtml(html.replace(/<[^>]+>/g, ' ').replace(/[ \t\r\n]+/g, ' ')).replace(/ +/g, ' ');
const checkedAmount = (html: string) =>
  /<input type="radio"[^>]*checked=""[^>]*value="(\d+)"/.exec(html)?.[1];
const alertOf = (html: string) =>
  decodeHtml(/<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '');
const attemptOf = (html: string) => /name="attempt" value="([a-f0-9]{32})"/.exec(html)?.[1] ?? '';
const codeOf = (html: string) => /POTI-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(html)?.[0];

/** The payment step of an order, as the first post answers it. */
async function paymentStep(fields: Record<string, string> = order) {
  const response = await post({ ...fields, intent: 'payment' });
  expect(response.status).toBe(200);
  return { html: response.text, attempt: attemptOf(response.text) };
}

const pay = (attempt: string, card: Record<string, string>, fields = order, ip = from()) =>
  post({ ...fields, ...card, attempt, brands: 'visa,mc', intent: 'pay' }, ip);

describe('the order step', () => {
  it('pre-selects the amount the landing page chose, else 50 €', async () => {
    const chosen = await site.request.get('/carte-cadeau?montant=80').expect(200);
    expect(checkedAmount(chosen.text)).toBe('80');
    const odd = await site.request.get('/carte-cadeau?montant=45').expect(200);
    expect(checkedAmount(odd.text)).toBe('50');
    for (const amount of ['30', '50', '80', '100'])
      expect(chosen.text).toContain(`value="${amount}"`);
  });

  it('refuses an amount other than the four, a bad e-mail, no recipient and a long message, in French', async () => {
    const payments = count('payments');
    const response = await post({
      amount: '45',
      email: 'pas-une-adresse',
      recipientName: ' ',
      recipientEmail: 'camille@',
      message: 'é'.repeat(301),
      intent: 'payment',
    });
    expect(response.status).toBe(400);
    const text = textOf(response.text);
    expect(text).toContain('Choisissez le montant de la carte\u00a0: 30, 50, 80 ou 100\u00a0€.');
    expect(text).toContain('Cette adresse e-mail n’est pas valide.');
    expect(text).toContain('Veuillez saisir le nom de la personne à qui vous offrez la carte.');
    expect(text).toContain('L’adresse e-mail du bénéficiaire n’est pas valide.');
    expect(text).toContain('Votre message compte 301\u00a0caractères\u00a0: 300 au plus.');
    // what was typed comes back, and no card form
    expect(response.text).toContain('value="pas-une-adresse"');
    expect(response.text).not.toContain('name="cardNumber"');
    expect(count('payments')).toBe(payments);
  });

  it('says how long a recipient’s name is beyond 80 characters, in the words of every form', async () => {
    const response = await post({ ...order, recipientName: 'R'.repeat(81), intent: 'payment' });
    expect(response.status).toBe(400);
    expect(textOf(response.text)).toContain(
      'Ce champ compte 81\u00a0caractères\u00a0: 80 au plus.',
    );
    expect(response.text).toContain(`value="${'R'.repeat(81)}"`);
  });

  it('writes a long message’s count as French numbers are written, thousands apart', async () => {
    const response = await post({ ...order, message: 'a'.repeat(2000), intent: 'payment' });
    expect(response.status).toBe(400);
    const text = textOf(response.text);
    expect(text).toContain(`Votre message compte 2\u00a0000\u00a0caractères\u00a0: 300 au plus.`);
    expect(text).toContain(`2\u00a0000\u00a0/\u00a0300\u00a0caractères`);
  });

  it('takes a 300-character message with accents, and markup as text', async () => {
    const { html, attempt } = await paymentStep({
      ...order,
      recipientName: '<script>alert(1)</script>',
      message: 'è'.repeat(300),
    });
    expect(attempt).toMatch(/^[a-f0-9]{32}$/);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(textOf(html)).toContain('<script>alert(1)</script>');
    expect(html).toContain('name="cardNumber"');
    expect(html).toContain('autoComplete="cc-number"');
    expect(textOf(html)).toContain('Mode test\u00a0: aucune carte réelle n’est débitée.');
  });

  it('goes back to the order with what was typed', async () => {
    const response = await post({ ...order, intent: 'edit' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('value="camille@example.fr"');
    expect(checkedAmount(response.text)).toBe('50');
  });
});

describe('each step’s title', () => {
  it('names the step shown once one is posted, the order first (WCAG 2.4.2)', async () => {
    const brand = site.config.BRAND_NAME;
    const first = await site.request.get('/carte-cadeau').expect(200);
    expect(titlesOf(headOf(first.text))).toEqual([`Acheter une carte cadeau - ${brand}`]);
    const refused = await post({ ...order, amount: '42', intent: 'payment' });
    expect(titlesOf(headOf(refused.text))).toEqual([
      `Votre carte (étape 1 sur 3) – Acheter une carte cadeau - ${brand}`,
    ]);
    const { html, attempt } = await paymentStep();
    expect(titlesOf(headOf(html))).toEqual([
      `Paiement (étape 2 sur 3) – Acheter une carte cadeau - ${brand}`,
    ]);
    const paid = await pay(attempt, visa);
    expect(titlesOf(headOf(paid.text))).toEqual([
      `Confirmation (étape 3 sur 3) – Acheter une carte cadeau - ${brand}`,
    ]);
  });
});

describe('paying', () => {
  it('issues the card and shows its code, amount, validity and recipient', async () => {
    const cards = count('gift_cards');
    const { attempt } = await paymentStep();
    const response = await pay(attempt, visa);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const code = codeOf(response.text);
    expect(code).toBeDefined();
    const text = textOf(response.text);
    expect(text).toContain('Merci\u00a0! Votre carte cadeau est prête.');
    expect(text).toContain('50\u00a0€');
    expect(text).toContain('Camille');
    const issued = site.api.store.sqlite
      .prepare('SELECT * FROM gift_cards WHERE code = ?')
      .get(code) as { value: number; recipient_name: string; expires_at: string };
    expect(issued).toMatchObject({ value: 50, recipient_name: 'Camille' });
    // spec: valid 12 months, the date in French
    const validity = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }).format(new Date(issued.expires_at));
    expect(text).toContain(validity.replace(/^1 /, '1er '));
    expect(new Date(issued.expires_at).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);
    expect(count('gift_cards')).toBe(cards + 1);
  });

  it('pays once for an attempt posted twice (a double click without JavaScript)', async () => {
    const { attempt } = await paymentStep();
    const cards = count('gift_cards');
    const ip = from();
    const [first, second] = await Promise.all([
      pay(attempt, visa, order, ip),
      pay(attempt, visa, order, ip),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(codeOf(first.text)).toBe(codeOf(second.text));
    expect(count('gift_cards')).toBe(cards + 1);
  });

  it('takes a form sent again with other details after it paid as a new attempt', async () => {
    const { attempt } = await paymentStep();
    expect((await pay(attempt, visa)).status).toBe(200);
    const cards = count('gift_cards');
    // the back button, another CVC, the same key: nothing is paid, a new key is given
    const again = await pay(attempt, { ...visa, cvc: '000' });
    expect(again.status).toBe(422);
    expect(alertOf(again.text)).toBe(
      'Ce paiement a déjà été envoyé avec d’autres informations. Vérifiez-les et validez à nouveau.',
    );
    // no « contact support »: the footer's is the page's one phone link
    expect(again.text.split('tel:+33184801234')).toHaveLength(2);
    const next = attemptOf(again.text);
    expect(next).not.toBe(attempt);
    expect((await pay(next, visa)).status).toBe(200);
    expect(count('gift_cards')).toBe(cards + 1);
  });

  it('sends the visitor’s address and the attempt’s key to the product API', async () => {
    const upstream: FakeUpstream = await startFakeUpstream();
    const recording = await startSite({ PRODUCT_API_URL: upstream.url, TRUST_PROXY: 'loopback' });
    try {
      await recording.request
        .post('/carte-cadeau')
        .set('Origin', recording.config.PUBLIC_SITE_URL)
        .set('X-Forwarded-For', '192.0.2.44')
        .type('form')
        .send({ ...order, ...visa, attempt: 'ab'.repeat(16), intent: 'pay' });
      const [payment] = upstream.received('/api/discounts/pay-gift-card');
      expect(payment?.headers['x-forwarded-for']).toBe('192.0.2.44');
      expect(payment?.headers['idempotency-key']).toBe('ab'.repeat(16));
      expect(JSON.parse(payment?.body ?? '{}')).toMatchObject({
        data: {
          value: 50,
          email: 'lea@example.fr',
          recipient_name: 'Camille',
          paymentMethod: {
            type: 'scheme',
            encryptedCardNumber: 'test_4111111145551142',
            encryptedExpiryMonth: 'test_03',
            encryptedExpiryYear: 'test_2030',
            encryptedSecurityCode: 'test_737',
          },
        },
      });
    } finally {
      await recording.stop();
      await upstream.close();
    }
  });

  it('shows spec §8’s contact-support message when the payment method did not arrive', async () => {
    const upstream = await startFakeUpstream();
    upstream.respond = (request, res) => {
      if (!request.url.startsWith('/api/discounts/pay-gift-card')) return false;
      res.writeHead(422, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { status: 422, name: 'ValidationError', message: 'Payment method not provided' },
        }),
      );
      return true;
    };
    const failing = await startSite({ PRODUCT_API_URL: upstream.url });
    try {
      const response = await failing.request
        .post('/carte-cadeau')
        .set('Origin', failing.config.PUBLIC_SITE_URL)
        .type('form')
        .send({ ...order, ...visa, attempt: 'cd'.repeat(16), intent: 'pay' });
      expect(response.status).toBe(422);
      expect(alertOf(response.text)).toBe(
        'Aucun moyen de paiement n’a été transmis\u00a0: contactez notre service client.',
      );
      expect(response.text).toContain('tel:+33184801234');
      // a new attempt may follow, under a new key
      expect(attemptOf(response.text)).not.toBe('cd'.repeat(16));
    } finally {
      await failing.stop();
      await upstream.close();
    }
  });
});

describe('a refused or wrong card', () => {
  it('says why in French, issues nothing, and gives the next try a new key', async () => {
    const { attempt } = await paymentStep();
    const cards = count('gift_cards');
    const response = await pay(attempt, { ...visa, cvc: '000' });
    expect(response.status).toBe(402);
    expect(alertOf(response.text)).toBe(
      'Le cryptogramme visuel ne correspond pas à cette carte. Vérifiez-le et réessayez.',
    );
    expect(attemptOf(response.text)).not.toBe(attempt);
    // the holder stays, the number and the CVC are never written back
    expect(response.text).toContain('value="Léa Martin"');
    expect(response.text).not.toMatch(/value="4111[^"]*"/);
    expect(response.text).not.toContain('value="000"');
    expect(count('gift_cards')).toBe(cards);
  });

  it('tells a declined card from the bank', async () => {
    const { attempt } = await paymentStep();
    const response = await pay(attempt, { ...visa, holderName: 'DECLINED' });
    expect(response.status).toBe(402);
    expect(alertOf(response.text)).toBe(
      'Votre banque a refusé le paiement. Essayez avec une autre carte ou contactez votre banque.',
    );
  });

  it('checks the number (Luhn), the expiry and the CVC before asking anyone', async () => {
    const { attempt } = await paymentStep();
    const payments = count('payments');
    const cases: [Record<string, string>, string][] = [
      [
        { cardNumber: '4111 1111 4555 1143' },
        'Ce numéro de carte n’est pas valide. Vérifiez chaque chiffre.',
      ],
      [{ cardNumber: '' }, 'Veuillez saisir le numéro de votre carte.'],
      [{ expiry: '01/20' }, 'Cette carte a expiré.'],
      [{ expiry: '13/30' }, 'La date d’expiration s’écrit MM/AA, par exemple 03/30.'],
      [{ cvc: '73' }, 'Le cryptogramme visuel compte 3\u00a0chiffres.'],
      [
        { cardNumber: '3700 000000 00002', cvc: '737' },
        'Le cryptogramme visuel compte 4\u00a0chiffres.',
      ],
      [{ holderName: ' ' }, 'Veuillez saisir le nom du titulaire, tel qu’il figure sur la carte.'],
    ];
    for (const [card, message] of cases) {
      const response = await pay(attempt, { ...visa, ...card });
      expect(response.status, message).toBe(400);
      expect(textOf(response.text)).toContain(message);
      // nothing was sent: the attempt goes on under its key
      expect(attemptOf(response.text)).toBe(attempt);
    }
    expect(count('payments')).toBe(payments);
  });

  it('checks the order again with the payment (hidden fields can be changed)', async () => {
    const { attempt } = await paymentStep();
    const response = await pay(attempt, visa, { ...order, amount: '1000' });
    expect(response.status).toBe(400);
    expect(textOf(response.text)).toContain('Choisissez le montant de la carte');
    expect(response.text).not.toContain('name="cardNumber"');
  });
});

describe('3-D Secure', () => {
  /** The bank's page of the test mode, through the site's /api proxy, and the shopper's choice. */
  async function authenticate(outcome: 'approve' | 'decline') {
    const { attempt } = await paymentStep();
    const started = await pay(attempt, visa3ds);
    expect(started.status).toBe(303);
    const challenge = started.headers.location ?? '';
    expect(challenge).toMatch(/^\/api\/adyen\/challenge\/[A-Za-z0-9_-]+$/);
    const page = await site.request.get(challenge).expect(200);
    expect(textOf(page.text)).toContain('Paiement de 50,00\u00a0€.');
    const back = await site.request
      .post(challenge)
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .type('form')
      .send({ outcome })
      .expect(303);
    // a path of the site, never a host (ADR 076)
    expect(back.headers.location).toMatch(/^\/carte-cadeau\/confirmation\?redirectResult=/);
    return back.headers.location ?? '';
  }

  it('goes to the bank’s page, then the return route confirms the card, once', async () => {
    const cards = count('gift_cards');
    const back = await authenticate('approve');
    expect(count('gift_cards')).toBe(cards);
    const first = await site.request.get(back).expect(200);
    const again = await site.request.get(back).expect(200);
    expect(codeOf(first.text)).toBeDefined();
    expect(codeOf(again.text)).toBe(codeOf(first.text));
    expect(count('gift_cards')).toBe(cards + 1);
    expect(textOf(first.text)).toContain('Camille');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.text).toMatch(/<meta name="robots" content="noindex/);
  });

  it('says the authentication failed when the shopper refused it, and issues nothing', async () => {
    const cards = count('gift_cards');
    const back = await authenticate('decline');
    const refused = await site.request.get(back);
    expect(refused.status).toBe(402);
    expect(textOf(refused.text)).toContain(
      'L’authentification auprès de votre banque n’a pas abouti. Réessayez ou utilisez une autre carte.',
    );
    expect(codeOf(refused.text)).toBeUndefined();
    expect(count('gift_cards')).toBe(cards);
  });

  it('never answers a confirmation from the page cache', async () => {
    const cached = await startSite({ PAGE_CACHE_MB: '8' });
    try {
      const first = await cached.request.get('/carte-cadeau/confirmation?redirectResult=abc');
      const second = await cached.request.get('/carte-cadeau/confirmation?redirectResult=abc');
      expect(first.headers['x-cache']).toBe('BYPASS');
      expect(second.headers['x-cache']).toBe('BYPASS');
      const purchase = await cached.request.get('/carte-cadeau?montant=80&utm_source=x');
      expect(purchase.headers['x-cache']).toBe('MISS');
    } finally {
      await cached.stop();
    }
  });

  it('says to contact customer service for an unknown payment, and what is wrong with a bare address', async () => {
    const unknown = await site.request.get('/carte-cadeau/confirmation?redirectResult=nope');
    expect(unknown.status).toBe(422);
    expect(textOf(unknown.text)).toContain(
      'Nous n’avons pas pu confirmer votre paiement\u00a0: contactez notre service client.',
    );
    const bare = await site.request.get('/carte-cadeau/confirmation');
    expect(bare.status).toBe(400);
    expect(textOf(bare.text)).toContain('son adresse est incomplète');
  });
});

describe('a card tester', () => {
  it('is stopped by the product API’s limit on payments from their address, in French', async () => {
    const ip = from();
    // each post without a key of ours is a new attempt, as after a refusal
    const declined = { ...visa, holderName: 'DECLINED' };
    let last = await pay('', declined, order, ip);
    for (let tries = 1; tries < 25 && last.status !== 429; tries++)
      last = await pay('', declined, order, ip);
    expect(last.status).toBe(429);
    expect(alertOf(last.text)).toMatch(/^Trop de tentatives/);
    // another address still pays
    const { attempt: other } = await paymentStep();
    expect((await pay(other, visa)).status).toBe(200);
  });
});
