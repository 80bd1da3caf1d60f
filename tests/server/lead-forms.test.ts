import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { executableScripts } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// The subscribe form of /nutrition and /livraison (spec §2, ADR 041) posted without
// JavaScript: the page's route action runs on the server, records the address as a newsletter
// lead, and sends the visitor on to the offer. Each test speaks from an address of its own.

let address = 0;
const from = () => `203.0.113.${++address}`;
const postTo = (site: TestSite, path: string, fields: Record<string, string>, ip = from()) =>
  site.request
    .post(path)
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', ip)
    .type('form')
    .send(fields);

const alertOf = (html: string) => /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe('lead forms against the product API', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => site.stop());

  const post = (path: string, fields: Record<string, string>) => postTo(site, path, fields);
  const subscriptions = (email?: string) =>
    site.api.store.all(
      site.api.store.db
        .selectFrom('newsletter_subscriptions')
        .select(['email', 'source'])
        .$if(email !== undefined, (query) => query.where('email', '=', email ?? '')),
    );

  it.each([
    ['/nutrition', 'nutrition'],
    ['/livraison', 'livraison'],
  ])('%s: records the address with its source, then 303 to the offer', async (path, source) => {
    const email = `lead.${source}@example.fr`;
    const response = await post(path, { email: `  ${email} ` });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/generique');
    expect(response.headers['cache-control']).toMatch(/private/);
    expect(subscriptions(email)).toEqual([{ email, source }]);
  });

  it('answers spec §5’s French message for a wrong address, and writes nothing', async () => {
    const before = subscriptions().length;
    const wrong = await post('/nutrition', { email: `${'a'.repeat(65)}@example.fr` });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(
      'Cette adresse e-mail n’est pas valide. Exemple\u00a0: prenom.nom@exemple.fr',
    );
    // what was typed stays in the field, which says it is wrong
    expect(wrong.text).toMatch(/<input[^>]*aria-invalid="true"[^>]*value="a{65}@example\.fr"/);
    const empty = await post('/livraison', {});
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Veuillez saisir votre adresse e-mail.');
    expect(subscriptions()).toHaveLength(before);
  });

  it('sends an address already signed up on to the offer, with the same answer', async () => {
    const fresh = await post('/livraison', { email: 'deja.inscrite@example.fr' });
    const again = await post('/nutrition', { email: 'deja.inscrite@example.fr' });
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/generique');
    // nothing tells a second sign-up from a first
    expect(again.text).toBe(fresh.text);
    expect(alertOf(again.text)).toBeUndefined();
    expect(subscriptions('deja.inscrite@example.fr')).toEqual([
      { email: 'deja.inscrite@example.fr', source: 'livraison' },
    ]);
  });

  it('never runs markup typed in the field', async () => {
    const before = subscriptions().length;
    for (const typed of [
      '<script>alert(1)</script>@example.fr',
      '"><img src=x onerror=alert(1)>@example.fr',
      '</script><script>alert(1)</script>',
    ]) {
      const response = await post('/nutrition', { email: typed });
      expect(response.status, typed).toBe(400);
      expect(response.text, typed).not.toContain('<script>alert(1)');
      expect(response.text, typed).not.toMatch(/<img[^>]*onerror/);
      for (const script of executableScripts(response.text))
        expect(script.text, typed).not.toMatch(/alert\(1\)/);
    }
    expect(subscriptions()).toHaveLength(before);
  });

  it('shows the five-star reviews on /nutrition, in the HTML', async () => {
    const response = await site.request.get('/nutrition').expect(200);
    expect(response.text).toContain('Ils cuisinent avec nous');
    expect(response.text.match(/<figure/g)?.length).toBe(3);
    expect(response.text).toMatch(/<form[^>]*method="post"/);
  });
});

describe('lead forms, as the product API sees them', () => {
  let upstream: FakeUpstream;
  let site: TestSite;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    site = await startSite({ PRODUCT_API_URL: upstream.url, TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await upstream.close();
    await site.stop();
  });

  it('signs up on behalf of the visitor: their address is forwarded', async () => {
    await postTo(site, '/livraison', { email: 'vu@example.fr' }, '198.51.100.7').expect(303);
    const [call] = upstream.received('/api/newsletter-subscriptions');
    expect(call?.method).toBe('POST');
    expect(call?.headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(JSON.parse(call?.body ?? '')).toEqual({
      data: { email: 'vu@example.fr', source: 'livraison' },
    });
  });

  it('says in French when the product API is down, the address kept in the field', async () => {
    upstream.respond = (request, res) => {
      if (!request.url.startsWith('/api/newsletter-subscriptions')) return false;
      res.writeHead(503, { 'Content-Type': 'application/json' }).end('');
      return true;
    };
    try {
      const response = await postTo(site, '/livraison', { email: 'panne@example.fr' });
      expect(response.status).toBe(503);
      expect(alertOf(response.text)).toMatch(/indisponible/);
      expect(response.text).toMatch(/<input[^>]*value="panne@example\.fr"/);
    } finally {
      upstream.respond = undefined;
    }
  });
});
