import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryModeOf } from '../../shared/city-delivery-mode.ts';
import { cityPages } from '../../shared/city-pages.ts';
import { formatPriceWithCents } from '../../shared/format-fr.ts';
import { frenchTypography } from '../../shared/french-typography.ts';
import { routeTable } from '../../shared/routes.ts';
import { welcomeOfferPrice, welcomeOfferPrices } from '../../shared/welcome-offer-price.ts';
import { bodyOf, decodeHtml, headOf, jsonLdOf } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// ADR 049 over HTTP: each SEO and city page of spec §2 shows the sections no other page has,
// from the real embedded product API, and says so in its structured data (DESIGN §4).

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

type JsonLdBlock = Record<string, unknown>;
interface Page {
  html: string;
  main: string;
  jsonLd: JsonLdBlock[];
}

const pages = new Map<string, Page>();
async function page(path: string): Promise<Page> {
  const known = pages.get(path);
  if (known) return known;
  const html = (await site.request.get(path).expect(200)).text;
  const body = bodyOf(html);
  const main = decodeHtml(
    body.slice(body.search(/<main[\s>]/), body.indexOf('</main>')).replace(/<!-- -->/g, ''),
  );
  const loaded = { html, main, jsonLd: jsonLdOf(headOf(html)) };
  pages.set(path, loaded);
  return loaded;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${site.api.url}/api${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const ofType = (blocks: JsonLdBlock[], type: string) =>
  blocks.filter((block) => ([] as unknown[]).concat(block['@type']).includes(type));
/** the ids of the page's h2 sections */
const sectionIds = (main: string) =>
  [...main.matchAll(/<section[^>]*aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
const slugsOf = (list: JsonLdBlock) =>
  (list.itemListElement as { url: string }[]).map((item) => item.url.split('/recettes/')[1]);

interface RecipeEntry {
  slug: string;
  tier: string;
  recipe_categories: { name: string }[];
}
async function recipeBySlug(slug: string): Promise<RecipeEntry> {
  const body = await api<{ data: RecipeEntry[] }>(
    `/recipes?filters[slug][$eq]=${encodeURIComponent(slug)}&populate[0]=recipe_categories`,
  );
  const recipe = body.data[0];
  if (!recipe) throw new Error(`no recipe ${slug}`);
  return recipe;
}

const routeNameOf = (path: string) =>
  routeTable({ brandName: 'Potimarron' }).find((def) => def.path === path)?.name ?? '';

/** The titles of the reassurance blocks whose scope names the page's route (product API). */
async function scopedBlockTitles(path: string): Promise<string[]> {
  const body = await api<{ data: { title: string }[] }>(
    `/reassurance-blocks?filters[reassurance_block_scopes][group][$eq]=page&filters[reassurance_block_scopes][name][$eq]=${routeNameOf(path)}`,
  );
  return body.data.map((block) => block.title);
}

/** Rows of recipe sections: as many ItemLists as row sections, named after them. */
async function expectRows(path: string, prefix: string): Promise<string[]> {
  const { main, jsonLd } = await page(path);
  const rows = sectionIds(main).filter((id) => id?.startsWith(`${prefix}-`));
  expect(rows.length, path).toBeGreaterThanOrEqual(1);
  const lists = ofType(jsonLd, 'ItemList');
  expect(lists).toHaveLength(rows.length);
  for (const list of lists) expect(main).toContain(String(list.name));
  return lists.flatMap(slugsOf).filter((slug): slug is string => slug !== undefined);
}

const seoPaths = routeTable({ brandName: 'Potimarron' })
  .filter((def) => def.page === 'seo-landing')
  .map((def) => def.path);

describe.each(seoPaths)('%s', (path) => {
  it('has a BreadcrumbList under the home page and the reassurance blocks naming it', async () => {
    const { main, jsonLd } = await page(path);
    const [trail] = ofType(jsonLd, 'BreadcrumbList');
    expect((trail?.itemListElement as unknown[]).length).toBe(2);
    const titles = await scopedBlockTitles(path);
    expect(titles.length, path).toBeGreaterThanOrEqual(1);
    for (const title of titles) expect(main).toContain(frenchTypography(title));
  });

  it('shows recipe tags as labels, and writes French spacing', async () => {
    const { main } = await page(path);
    expect(main).not.toMatch(/<li>(végé|créatif|efficace|gourmand|crevettes)<\/li>/);
    const text = main.replace(/<[^>]+>/g, '\n');
    expect(text).not.toMatch(/ [:;?!»€%]|« /);
  });
});

describe('the lp pages answer their query', () => {
  it('/menu-semaine: the coming week told by recipe sections, and the weeks after', async () => {
    const slugs = await expectRows('/menu-semaine', 'menu-row');
    const planning = await api<{
      data: { focusWeek: boolean; week: number; menu_details: { recipe: { slug: string } }[] }[];
    }>('/menus/logged-out-planning');
    const focus = planning.data.find((week) => week.focusWeek);
    const menu = new Set(focus?.menu_details.map((detail) => detail.recipe.slug));
    for (const slug of slugs) expect(menu.has(slug), slug).toBe(true);
    const { main } = await page('/menu-semaine');
    expect(sectionIds(main)).toEqual(
      expect.arrayContaining(['week-menu-summary', 'week-menu-method', 'week-menu-next']),
    );
    expect(main).toContain(`Semaine ${focus?.week}`);
  });

  it('/panier-semaine: the pre-selected basket, its contents and its price', async () => {
    const { main, jsonLd } = await page('/panier-semaine');
    expect(sectionIds(main)).toEqual(
      expect.arrayContaining(['basket-recipes', 'basket-contents', 'basket-price']),
    );
    const planning = await api<{
      data: {
        focusWeek: boolean;
        menu_details: { option_selected: boolean; recipe: { slug: string } }[];
      }[];
    }>('/menus/logged-out-planning');
    const selected = planning.data
      .find((week) => week.focusWeek)
      ?.menu_details.filter((detail) => detail.option_selected)
      .map((detail) => detail.recipe.slug);
    const [list] = ofType(jsonLd, 'ItemList');
    expect(list && slugsOf(list).sort()).toEqual([...(selected ?? [])].sort());
    const price = welcomeOfferPrice(2, 3);
    expect(main).toContain(formatPriceWithCents(price?.total ?? 0));
    expect(main).toContain(formatPriceWithCents(price?.perDish ?? 0));
  });

  it('/livraison-panier-repas: coverage, days and slots, the cargo bike, the cities, the help centre’s questions', async () => {
    const { main, jsonLd } = await page('/livraison-panier-repas');
    expect(sectionIds(main)).toEqual(
      expect.arrayContaining([
        'delivery-area',
        'delivery-days',
        'delivery-bike',
        'delivery-cities',
        'delivery-faq',
      ]),
    );
    expect(main).toContain('du mardi au samedi');
    expect(main).toContain('8\u00a0h – 12\u00a0h');
    expect(main).toContain('18\u00a0h – 21\u00a0h');
    for (const city of cityPages) expect(main).toContain(`href="/${city.slug}"`);
    expect(main).toContain('Où livrez-vous');
    // the help centre's questions, marked up on their answer pages only (ADR 049)
    expect(ofType(jsonLd, 'FAQPage')).toEqual([]);
  });

  it('/recettes-saines: healthy recipes only, in recipe sections, titled as spec §2 says', async () => {
    const { main } = await page('/recettes-saines');
    expect(main).toMatch(/<h1[^>]*>Des recettes saines livrées chez vous\u00a0!<\/h1>/);
    const slugs = await expectRows('/recettes-saines', 'healthy-row');
    for (const slug of slugs) {
      const recipe = await recipeBySlug(slug);
      expect(
        recipe.recipe_categories.map((c) => c.name),
        slug,
      ).toContain('healthy');
    }
    expect(sectionIds(main)).toEqual(expect.arrayContaining(['healthy-what', 'healthy-markers']));
  });

  it('/box-repas: spec §9’s whole grid and the configurator’s ways in', async () => {
    const { main } = await page('/box-repas');
    for (const total of Object.values(welcomeOfferPrices))
      expect(main).toContain(formatPriceWithCents(total));
    // a table's column keeps its cents: 96 € for 16 dishes is « 6,00 € » a dish, as « 6,36 € »
    expect(main).toMatch(/<td>96,00\u00a0€<\/td><td>6,00\u00a0€<\/td>/);
    for (const guests of [2, 4, 6, 8])
      expect(main).toMatch(new RegExp(`href="/generique/${guests}-\\d+"`));
    expect(sectionIds(main)).toEqual(
      expect.arrayContaining(['offer-grid', 'offer-configure', 'offer-included']),
    );
  });
});

describe('the box pages', () => {
  it('/box-alimentaire: classique and signature recipes, the price per portion', async () => {
    for (const slug of await expectRows('/box-alimentaire', 'everyday-row'))
      expect(['classique', 'signature'], slug).toContain((await recipeBySlug(slug)).tier);
    const { main } = await page('/box-alimentaire');
    expect(sectionIds(main)).toEqual(expect.arrayContaining(['everyday-what', 'everyday-price']));
    expect(main).toContain(formatPriceWithCents(welcomeOfferPrice(2, 16)?.perDish ?? 0));
  });

  it('/box-gastronomique: premium and premium_plus recipes, their supplement', async () => {
    for (const slug of await expectRows('/box-gastronomique', 'gastro-row'))
      expect(['premium', 'premium_plus'], slug).toContain((await recipeBySlug(slug)).tier);
    const { main } = await page('/box-gastronomique');
    expect(sectionIds(main)).toEqual(expect.arrayContaining(['gastro-what', 'gastro-supplement']));
    // README « Price »: premium 6 € for 2 guests, premium_plus 23.30 € for 4
    expect(main).toContain(`+\u00a0${formatPriceWithCents(6)}`);
    expect(main).toContain(`+\u00a0${formatPriceWithCents(23.3)}`);
  });

  it('/box-abonnement: no fixed term, how to pause, skip, change and stop, its FAQ', async () => {
    const { main, jsonLd } = await page('/box-abonnement');
    expect(sectionIds(main)).toEqual(
      expect.arrayContaining([
        'subscription-what',
        'subscription-actions',
        'subscription-week',
        'local-faq',
      ]),
    );
    for (const action of ['Mettre en pause', 'Sauter une semaine', 'Changer de formule', 'Arrêter'])
      expect(main).toContain(action);
    // four questions, three its own; the fourth links to the help centre's answer, which alone
    // marks it up (ADR 049)
    expect(main.match(/<summary/g)).toHaveLength(4);
    expect(main).toContain('href="/faq/mon-abonnement/pause-et-resiliation/resilier-abonnement"');
    const [faq] = ofType(jsonLd, 'FAQPage');
    expect((faq?.mainEntity as unknown[]).length).toBe(3);
  });
});

describe.each(cityPages.map((city) => [city.city, city] as const))(
  'the city page of %s',
  (_, city) => {
    const path = `/${city.slug}`;

    it('tells its delivery days and mode, its places, its local FAQ', async () => {
      const { main } = await page(path);
      const mode =
        deliveryModeOf(city) === 'cargo-bike' ? 'à vélo cargo' : 'par transporteur du frais';
      expect(main).toContain(`Livraison à ${city.city}, ${mode}`);
      expect(main).toContain('Du mardi au samedi');
      for (const place of [...city.neighbourhoods, ...city.nearbyTowns])
        expect(main).toContain(place);
      for (const entry of city.faq) expect(main).toContain(entry.question);
      expect(sectionIds(main)).toEqual(
        expect.arrayContaining([
          'city-intro',
          'city-delivery',
          'city-areas',
          'city-local',
          'local-faq',
        ]),
      );
      const titles = await scopedBlockTitles(path);
      expect(titles.length).toBeGreaterThanOrEqual(2);
      for (const title of titles) expect(main).toContain(frenchTypography(title));
      expect(main.replace(/<[^>]+>/g, '\n')).not.toMatch(/ [:;?!»€%]|« /);
    });

    it('is a Service of the brand serving the city, with its FAQPage and a trail through /livraison', async () => {
      const { jsonLd } = await page(path);
      // not a LocalBusiness: the brand has no address in the city, which Google asks of one
      expect(ofType(jsonLd, 'LocalBusiness').filter((b) => !Array.isArray(b['@type']))).toEqual([]);
      const [business] = ofType(jsonLd, 'Service');
      expect(business?.provider).toEqual({ '@id': expect.stringMatching(/\/#organization$/) });
      expect(business?.areaServed).toEqual(
        expect.arrayContaining([{ '@type': 'City', name: city.city }]),
      );
      const [faq] = ofType(jsonLd, 'FAQPage');
      expect((faq?.mainEntity as unknown[]).length).toBe(city.faq.length);
      const [trail] = ofType(jsonLd, 'BreadcrumbList');
      expect(
        (trail?.itemListElement as { item: string }[]).map((i) => new URL(i.item).pathname),
      ).toEqual(['/', '/livraison', path]);
    });

    it(`${city.organic ? 'shows' : 'leaves out'} the organic offer`, async () => {
      const { main, jsonLd } = await page(path);
      const lists = ofType(jsonLd, 'ItemList');
      if (!city.organic) {
        expect(sectionIds(main)).not.toContain('city-organic');
        expect(lists).toHaveLength(0);
        return;
      }
      expect(sectionIds(main)).toContain('city-organic');
      expect(lists).toHaveLength(1);
      expect(main).toMatch(/\d+\u00a0ingrédients bio sur \d+/);
    });
  },
);
