import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticContents } from '../../product-api/seed/data/static-contents.ts';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { bodyOf, decodeHtml, headOf, linkHref, metaContent, titlesOf } from './support/html.ts';
import { pageProblems, startSite, type TestSite } from './support/start-site.ts';

// ADR 040 over HTTP: each landing draws its own static content (spec §7), generiquev2 the
// content written in its code, a missing content the page's fallback with 200 (spec §8), and
// boxSettings pre-sets the configurator without being another page.

let upstream: FakeUpstream;
/** the site, its product API calls going through a recording relay */
let site: TestSite;
/** a site whose CMS lost the famille content and holds a hostile bio one */
let bare: TestSite;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  site = await startSite({ PRODUCT_API_URL: upstream.url });
  upstream.respond = (request, res) => {
    void fetch(`${site.api.url}${request.url}`).then(async (answer) => {
      res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    return true;
  };
  bare = await startSite();
  const { store } = bare.api;
  store.run(store.db.deleteFrom('static_contents').where('slug', '=', 'landing-famille'));
  const bio = staticContents.find((content) => content.slug === 'landing-bio');
  const hostile = {
    ...bio,
    faq: [
      {
        label: 'Question <img src=x onerror=alert(1)>',
        details: 'Avant <script>alert(1)</script> [lien](javascript:alert(1)) après.',
      },
    ],
  };
  store.run(
    store.db
      .updateTable('static_contents')
      .set({ content: JSON.stringify(hostile) })
      .where('slug', '=', 'landing-bio'),
  );
});
afterAll(async () => {
  await upstream.close();
  await Promise.all([site.stop(), bare.stop()]);
});

/** The text a browser shows: no comments between text nodes, references decoded, plain spaces. */
const textOf = (html: string) =>
  decodeHtml(bodyOf(html).replace(/<!-- -->/g, '')).replace(/[\u00a0\u202f]/g, ' ');
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const h1Of = (html: string) => plain(decodeHtml(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? ''));
const checkedGuests = (html: string) =>
  /<input type="radio" name="personnes" checked="" value="(\d)"/.exec(html)?.[1];
const recipesShown = (html: string) =>
  /<output[^>]*>(\d+)\u00a0recettes?<\/output>/.exec(html)?.[1];
/** the box's price, the configurator's first amount */
const boxPrice = (html: string) => /<data value="([\d.]+)"/.exec(html)?.[1];
const preselected = (html: string) => (html.match(/Sélectionnée pour vous/g) ?? []).length;
const staticContentCalls = () =>
  upstream.received('/api/static-contents').map((request) => decodeURIComponent(request.url));

describe('each landing shows its own static content', () => {
  it.each([
    ['/famille', 'famille'],
    ['/moins20min', 'moins20min'],
    ['/thermomix2', 'thermomix'],
    ['/bio2', 'bio'],
    ['/generique', 'generique'],
  ])('%s: the title, questions and testimonials of landing-%s', async (path, key) => {
    const response = await site.request.get(path).expect(200);
    const content = staticContents.find((entry) => entry.slug === `landing-${key}`);
    if (!content) throw new Error(`no landing-${key} in the seed`);
    expect(h1Of(response.text)).toBe(plain(content.title));
    expect(titlesOf(headOf(response.text)).map(plain)).toEqual([
      plain(`${content.pageTitle} - ${site.config.BRAND_NAME}`),
    ]);
    const text = textOf(response.text);
    for (const item of content.faq) expect(text).toContain(plain(item.label));
    for (const item of content.testimonials) {
      expect(text).toContain(plain(item.label));
      expect(response.text).toContain(`src="/uploads/icons/${item.avatar}.svg"`);
    }
    expect(text).toContain(plain(content.firstSlidesLRS.items[0]?.text ?? ''));
    expect(text).toContain(plain(content.whySimplifiedSection[0]?.captionTitle ?? ''));
    expect(text).toContain(plain(content.products[0]?.name ?? ''));
    // and nothing of the others
    for (const other of staticContents.filter((entry) => entry !== content))
      expect(text).not.toContain(plain(other.title));
    expect(staticContentCalls()).toContainEqual(
      expect.stringContaining(`filters[slug][$eq]=landing-${key}`),
    );
  });

  it('generique-landing reads the generique content, in its compact layout', async () => {
    const response = await site.request.get('/generique-landing').expect(200);
    const generique = staticContents.find((entry) => entry.slug === 'landing-generique');
    expect(h1Of(response.text)).toBe(plain(generique?.title ?? ''));
    // the configurator first, the slides after the week's recipes
    const text = textOf(response.text);
    const configurator = text.indexOf('Composez votre première box');
    expect(configurator).toBeGreaterThan(0);
    expect(configurator).toBeLessThan(text.indexOf('La semaine prochaine au menu'));
    expect(text.indexOf('La semaine prochaine au menu')).toBeLessThan(
      text.indexOf(plain(generique?.firstSlidesLRS.title ?? '')),
    );
  });

  it('generiquev2 shows the content written in its code and makes no static-contents call', async () => {
    const before = staticContentCalls().length;
    const response = await site.request.get('/generiquev2').expect(200);
    expect(staticContentCalls()).toHaveLength(before);
    expect(h1Of(response.text)).toBe('Votre première box à prix doux, livrée chez vous');
    expect(titlesOf(headOf(response.text))).toEqual([
      `Votre première box à prix doux - ${site.config.BRAND_NAME}`,
    ]);
    const text = textOf(response.text);
    expect(text).toContain('Combien coûte ma première box ?');
    expect(text).toContain('Léa, première box en septembre');
    for (const content of staticContents) expect(text).not.toContain(plain(content.title));
  });
});

describe('seven landings, seven pages for a search engine', () => {
  it('each has a title and a description of its own, /generique-landing too', async () => {
    const paths = ['/generique', '/bio2', '/thermomix2', '/famille', '/moins20min'];
    const heads = await Promise.all(
      [...paths, '/generiquev2', '/generique-landing'].map(async (path) => {
        const head = headOf((await site.request.get(path).expect(200)).text);
        return { title: titlesOf(head)[0], description: metaContent(head, 'description') };
      }),
    );
    expect(new Set(heads.map((head) => head.title)).size).toBe(7);
    expect(new Set(heads.map((head) => head.description)).size).toBe(7);
    // the compact variant keeps its route's title: the CMS's names the generique page
    expect(heads[6]?.title).toBe(
      `Des dîners faits maison, sans la charge mentale - ${site.config.BRAND_NAME}`,
    );
  });
});

describe('a static content the CMS does not have', () => {
  it('draws the page’s fallback content with 200, and logs the error (spec §8)', async () => {
    const response = await bare.request.get('/famille').expect(200);
    expect(h1Of(response.text)).toBe('Votre box de recettes pour toute la famille');
    expect(titlesOf(headOf(response.text))).toEqual([
      `Votre box de recettes pour toute la famille - ${bare.config.BRAND_NAME}`,
    ]);
    const text = textOf(response.text);
    expect(text).toContain('Suis-je engagé sur une durée ?');
    expect(text).toContain('Claire, à Rennes');
    expect(text).toContain('Composez votre première box');
    expect(pageProblems).toContain('Static content with no result: landing-famille');
  });

  it('keeps the others: bio2 still draws its own, its HTML as text', async () => {
    const response = await bare.request.get('/bio2').expect(200);
    const body = bodyOf(response.text);
    expect(body).toContain('Question &lt;img src=x onerror=alert(1)&gt;');
    expect(body).toContain('Avant &lt;script&gt;alert(1)&lt;/script&gt;');
    // no element of theirs: the tags are text, the link never became one
    expect(body).not.toMatch(/<script>alert|<img src="?x[" ]|href="javascript:/i);
  });
});

describe('boxSettings: {guests}-{recipes}', () => {
  it('pre-sets the configurator: /generique/2-3 is 2 guests, 3 recipes, 6 dishes at 55 €', async () => {
    const response = await site.request.get('/generique/2-3').expect(200);
    expect(checkedGuests(response.text)).toBe('2');
    expect(recipesShown(response.text)).toBe('3');
    expect(boxPrice(response.text)).toBe('55.00');
    expect(textOf(response.text)).toContain('la box de 6 parts');
  });

  it('writes a whole price per part with its cents: /generique/2-8, 16 parts at 96 €, 6,00 € each', async () => {
    const html = (await site.request.get('/generique/2-8').expect(200)).text;
    expect(textOf(html)).toContain('la box de 16 parts');
    expect(html).toMatch(/soit(<!-- -->)? <span[^>]*><data value="6.00"[^>]*>6,00\u00a0€<\/data>/);
  });

  it('on every alias: /famille/6-4 is 6 guests, 4 recipes, 24 dishes at 124 €', async () => {
    const response = await site.request.get('/famille/6-4').expect(200);
    expect(checkedGuests(response.text)).toBe('6');
    expect(recipesShown(response.text)).toBe('4');
    expect(boxPrice(response.text)).toBe('124.00');
  });

  it('without them, is 4 guests and 8 recipes', async () => {
    const response = await site.request.get('/generique').expect(200);
    expect(checkedGuests(response.text)).toBe('4');
    expect(recipesShown(response.text)).toBe('8');
    expect(boxPrice(response.text)).toBe('150.00');
  });

  it('sends settings the offer does not sell, or cannot read, to the landing itself (ADR 085)', async () => {
    for (const [path, location] of [
      ['/generique/5-3', '/generique'],
      ['/generique/8-5', '/generique'],
      ['/generique/04-3', '/generique'],
      ['/famille/abc', '/famille'],
      ['/moins20min/n-importe-quoi?utm_source=x', '/moins20min?utm_source=x'],
    ] as const) {
      const response = await site.request.get(path).expect(302);
      expect(response.headers.location, path).toBe(location);
    }
  });

  it('is not another page: the canonical URL is the landing’s without it', async () => {
    const base = site.config.PUBLIC_SITE_URL;
    for (const [path, canonical] of [
      ['/generique/2-3', '/generique'],
      ['/famille/6-4', '/famille'],
      ['/thermomix2/2-3', '/thermomix2'],
      ['/bio2', '/bio2'],
    ] as const) {
      const head = headOf((await site.request.get(path).expect(200)).text);
      expect(linkHref(head, 'canonical'), path).toBe(`${base}${canonical}`);
      expect(metaContent(head, 'og:url'), path).toBe(`${base}${canonical}`);
    }
  });
});

describe('search engines', () => {
  it('keep /generique-landing, the main landing in another layout, out of their index and the sitemap', async () => {
    const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
    const copy = (await site.request.get('/generique-landing').expect(200)).text;
    expect(robots(copy)).toMatch(/noindex/);
    expect(robots((await site.request.get('/generique').expect(200)).text) ?? '').not.toMatch(
      /noindex/,
    );
    const sitemap = (await site.request.get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain('/generique</loc>');
    expect(sitemap).not.toContain('/generique-landing</loc>');
  });
});

describe('the week’s recipes, pre-selected by version (spec §9)', () => {
  it.each([
    ['/generique', 2],
    ['/famille', 2],
    ['/moins20min', 2],
    ['/bio2', 2],
    ['/generique-landing', 2],
    ['/thermomix2', 4],
    ['/generiquev2', 4],
  ])('%s: %i recipes « Sélectionnée pour vous »', async (path, count) => {
    const response = await site.request.get(path).expect(200);
    expect(preselected(response.text)).toBe(count);
    expect(textOf(response.text)).toContain(
      `Nous avons déjà choisi ${count} recettes pour votre première box`,
    );
  });

  it('no more than the box holds: /thermomix2/2-3 three, /generique/6-1 one', async () => {
    const three = (await site.request.get('/thermomix2/2-3').expect(200)).text;
    expect(preselected(three)).toBe(3);
    expect(textOf(three)).toContain('Nous avons déjà choisi 3 recettes pour votre première box');
    const one = (await site.request.get('/generique/6-1').expect(200)).text;
    expect(preselected(one)).toBe(1);
    expect(textOf(one)).toContain(
      'Nous avons déjà choisi 1 recette pour votre première box : gardez-la ou changez-la',
    );
  });

  it.each(['4-8', '4-3', '2-3'])(
    'the basket a landing leads to costs the price it showed, box %s (ADR 078)',
    async (box) => {
      const words = (html: string) =>
        textOf(html)
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ');
      const landing = words((await site.request.get(`/generique/${box}`).expect(200)).text);
      const shown = /(\d+) € la box de/.exec(landing)?.[1];
      expect(shown).toBeDefined();
      const basket = words(
        (await site.request.get(`/panier/menu?box=${box}&version=default`).expect(200)).text,
      );
      // the landing's pre-selected recipes, ticked, and no supplement beside the grid's price
      expect(basket).toMatch(new RegExp(`Total : ${shown} €`));
      expect(basket).not.toContain('suppléments');
    },
  );
});
