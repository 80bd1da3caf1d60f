import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from './support/start-site.ts';

// The footer's newsletter form without JavaScript (ADR 056): it posts to the page it is on,
// whose route takes the `newsletter` intent before its own action, signs the address up on
// the server (POST /newsletter-subscriptions, source `footer`) and draws the page again with
// the answer beside the field. Each test speaks from an address of its own.

let address = 0;
const success = 'Merci\u00a0! Votre inscription est enregistrée';

/** A form posted to `path` from `from` (an address of the test's own), as a browser sends it. */
const postFrom = (site: TestSite, from: string, path: string, fields: Record<string, string>) =>
  site.request
    .post(path)
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', from)
    .type('form')
    .send(fields);
/** The newsletter's rows for `email`. */
const subscriptionsIn = (site: TestSite, email: string) =>
  site.api.store.all(
    site.api.store.db
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'source'])
      .where('email', '=', email),
  );
/** the footer form's own status line */
const statusOf = (html: string) =>
  /<p role="status"[^>]*>([^<]*)<\/p>/.exec(html.slice(html.indexOf('id="newsletter-title"')))?.[1];

describe('the footer’s newsletter form, posted without JavaScript', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => site.stop());

  const post = (path: string, fields: Record<string, string>) =>
    postFrom(site, `203.0.113.${++address}`, path, fields);
  const subscriptions = (email: string) => subscriptionsIn(site, email);

  it('is a form posted to the page, never a GET that would put the address in a URL', async () => {
    const page = await site.request.get('/recettes/page/1');
    const form = /<form[^>]*aria-labelledby="newsletter-title"[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/recettes/page/1"');
    expect(page.text).toMatch(/<input type="hidden" name="intent" value="newsletter"\/>/);
  });

  it('signs the address up from any page and says so beside the field', async () => {
    const email = 'lettre.sans.js@example.fr';
    const response = await post('/recettes/page/1', { intent: 'newsletter', email: ` ${email} ` });
    expect(response.status).toBe(200);
    expect(statusOf(response.text)).toContain(success);
    expect(response.headers['cache-control']).toMatch(/private/);
    expect(subscriptions(email)).toEqual([{ email, source: 'footer' }]);
    // the page itself is drawn as usual around it
    expect(response.text).toContain('<h1');
  });

  it('answers spec §5’s messages with a 400, keeps what was typed, and writes nothing', async () => {
    const wrong = await post('/faq', { intent: 'newsletter', email: 'claire@exemple' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(
      'Cette adresse e-mail n’est pas valide. Exemple\u00a0: prenom.nom@exemple.fr',
    );
    expect(wrong.text).toMatch(/<input[^>]*aria-invalid="true"[^>]*value="claire@exemple"/);
    expect(statusOf(wrong.text)).toBe('');
    expect(subscriptions('claire@exemple')).toEqual([]);
    const empty = await post('/', { intent: 'newsletter' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Veuillez saisir votre adresse e-mail.');
  });

  it('answers an address already on the list as a first sign-up (ADR 041)', async () => {
    const email = 'deja.lettre@example.fr';
    const first = await post('/menu', { intent: 'newsletter', email });
    const again = await post('/menu', { intent: 'newsletter', email });
    expect(again.status).toBe(first.status);
    expect(statusOf(again.text)).toBe(statusOf(first.text));
    expect(subscriptions(email)).toHaveLength(1);
  });

  // a page's own answer and the newsletter's share the route's action data: the basket's
  // first step read the newsletter's as its own and drew an empty page
  it('is no page form’s answer: the basket draws as usual, a lead form keeps its field', async () => {
    const email = 'lettre.panier@example.fr';
    const response = await post('/panier/menu?box=2-3', { intent: 'newsletter', email });
    expect(response.status).toBe(200);
    expect(statusOf(response.text)).toContain(success);
    expect(response.text).toContain('Les recettes de la semaine');
    expect(response.text).toContain('Continuer');
    // a lead form took the refused sign-up's address as its own
    const refused = await post('/nutrition', { intent: 'newsletter', email: 'claire@exemple' });
    expect(refused.status).toBe(400);
    expect(refused.text.match(/value="claire@exemple"/g)).toHaveLength(1);
  });

  it('is taken before the page’s own action: the login page signs up, logs nobody in', async () => {
    const email = 'lettre.connexion@example.fr';
    const response = await post('/connexion', { intent: 'newsletter', email, password: 'x' });
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(statusOf(response.text)).toContain(success);
    expect(subscriptions(email)).toHaveLength(1);
  });
});

// DESIGN §6: a sign-up tells whether an address is on the list; sent as a form, it must count
// against the visitor's address as it does through the /api proxy, or the form would be the
// way around the limit.
describe('the footer’s form against the limit of guessable calls', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_API_REQUESTS_PER_IP: '3',
      RATE_LIMIT_API_WINDOW_SECONDS: '600',
    });
  });
  afterAll(() => site.stop());

  const post = (from: string, email: string) =>
    postFrom(site, from, '/menu', { intent: 'newsletter', email });
  const signedUp = (email: string) => subscriptionsIn(site, email).length;

  it('takes a point of the address for each sign-up, then refuses in French and sends nothing', async () => {
    for (let n = 1; n <= 3; n += 1) {
      const response = await post('198.51.100.21', `limite.${n}@example.fr`);
      expect(statusOf(response.text)).toContain(success);
    }
    const refused = await post('198.51.100.21', 'limite.4@example.fr');
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('Trop de tentatives. Veuillez réessayer dans 10\u00a0minutes.');
    expect(signedUp('limite.4@example.fr')).toBe(0);
    // another visitor is not held by it
    const other = await post('198.51.100.22', 'limite.5@example.fr');
    expect(statusOf(other.text)).toContain(success);
  });

  it('shares the budget with the same calls through the proxy', async () => {
    const address = '198.51.100.23';
    for (let n = 1; n <= 2; n += 1)
      await site.request
        .get(`/api/discounts/ESSAI${n}/check`)
        .set('X-Forwarded-For', address)
        .expect(404);
    expect(statusOf((await post(address, 'partage.1@example.fr')).text)).toContain(success);
    const refused = await post(address, 'partage.2@example.fr');
    expect(refused.status).toBe(429);
    expect(signedUp('partage.2@example.fr')).toBe(0);
  });
});
