import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticContents } from '../../product-api/seed/data/static-contents.ts';
import { landingContentKey, landingContentSlug } from '../../shared/landing-content-key.ts';
import { metaDescription } from '../../shared/meta-description.ts';
import { routeTable, type RouteDef } from '../../shared/routes.ts';
import { readCatalogue, type Catalogue } from './support/catalogue.ts';
import {
  bodyOf,
  decodeHtml,
  deepValues,
  executableScripts,
  headOf,
  jsonLdOf,
  linkHref,
  metaContent,
  tagsOf,
  titlesOf,
} from './support/html.ts';
import { payDirectly, prospectWithOrder, type FundedProspect } from './support/first-order.ts';
import { giftCardOrderBody, visa3dsTestCard } from './support/gift-card-order.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// DESIGN §4 and §12: the title, description, social tags, canonical URL and JSON-LD of every
// route of the route table, in the <head> of the HTML the server sends.

const brand = 'Potimarron';
const publicSiteUrl = 'https://www.potimarron.test';
const abTestScriptUrl = 'https://ab.example.net/experiments.js';
const table = routeTable({ brandName: brand });

let site: TestSite;
let catalogue: Catalogue;
let subscriber: string;
let prospect: string;
/** a 3-D Secure gift card payment waiting for the shopper's return */
let redirectResult: string;
/** prospects at the funnel's payment step, and past it (ADR 043) */
let unpaid: FundedProspect;
let paid: FundedProspect;

beforeAll(async () => {
  site = await startSite({ PUBLIC_SITE_URL: publicSiteUrl, AB_TEST_SCRIPT_URL: abTestScriptUrl });
  catalogue = await readCatalogue(site.api.url);
  subscriber = await loginCookie(site, 'abonne@example.fr');
  prospect = await loginCookie(site, 'prospect@example.fr');
  redirectResult = await pendingGiftCardPayment();
  unpaid = await prospectWithOrder(site.api.url);
  paid = await prospectWithOrder(site.api.url);
  await payDirectly(site.api.url, paid);
});

/** A gift card paid with Adyen's 3-D Secure test card: its result, as the shopper brings it back. */
async function pendingGiftCardPayment(): Promise<string> {
  const answer = await fetch(`${site.api.url}/api/discounts/pay-gift-card`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(giftCardOrderBody(visa3dsTestCard, '/carte-cadeau/confirmation')),
  });
  const { data } = (await answer.json()) as { data: { action: { url: string } } };
  // the test mode's bank page is named after it
  return data.action.url.split('/').at(-1) ?? '';
}
afterAll(() => site.stop());

interface PageCase {
  def: RouteDef;
  path: string;
  status: number;
  title: string;
  /** the text, or its shape where the page's data writes it */
  description: string | RegExp;
  /** kept out of search engines though its route is not (its data says so) */
  noindex?: boolean;
  cookie?: string;
}

/** One real URL per route of the table, with the title and description it must show. */
function caseOf(def: RouteDef): PageCase {
  // what a search result shows: 160 characters at most, cut at a word (DESIGN §4)
  const base = {
    def,
    status: 200,
    title: def.title,
    description: metaDescription(def.description),
  };
  switch (def.name) {
    case 'cookbook_recipe_view':
      return {
        ...base,
        path: `/recettes/${catalogue.recipe.slug}`,
        title: catalogue.recipe.name,
        // a recipe's whole description was there, up to 272 characters
        description: metaDescription(catalogue.recipe.description),
      };
    case 'cookbook_recipe_view_origins':
      // week 12 is outside the planning: the recipe's habitual origins, kept out of the index
      return {
        ...base,
        path: `/recettes/${catalogue.recipe.slug}/12`,
        title: `L’origine des ingrédients de «\u00a0${catalogue.recipe.name}\u00a0», semaine 12`,
        description: new RegExp(
          `^D’où viennent les \\d+ ingrédients de «\u00a0.+\u00a0» la semaine 12\u00a0: `,
        ),
        noindex: true,
      };
    case 'article_view':
      return {
        ...base,
        path: `/blog/${catalogue.liveArticle.slug}`,
        title: catalogue.liveArticle.title,
        description: metaDescription(catalogue.liveArticle.description),
      };
    case 'blog_list_index':
      return {
        ...base,
        path: `/blog/categorie/${catalogue.liveCategory.slug}/page/1`,
        title: `${catalogue.liveCategory.name} – le blog`,
        description: metaDescription(catalogue.liveCategory.description),
      };
    case 'faq_view':
      // the answer's own words, without its markdown's marks (bold, links)
      return {
        ...base,
        path: catalogue.faqArticle.path,
        title: catalogue.faqArticle.title,
        description: metaDescription(
          catalogue.faqArticle.content
            .replace(/\*\*|__/g, '')
            .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1'),
        ),
      };
    case 'page_view':
      return {
        ...base,
        path: `/${catalogue.page.slug}`,
        title: catalogue.page.title,
        description: metaDescription(catalogue.page.description),
      };
    case '404':
      return { ...base, path: '/cette-page-n-existe-pas', status: 404 };
    case 'subscriber_area':
    case 'subscriber_subscription':
    case 'subscriber_loyalty':
    case 'subscriber_profile':
    case 'subscriber_cards':
      return { ...base, path: def.path, cookie: subscriber };
    case 'basket_menu':
      return { ...base, path: def.path, cookie: prospect };
    case 'basket_account':
      // a basket in its URL (ADR 043): without one, the step sends back to the recipes
      return { ...base, path: `${def.path}?box=2-2&semaine=1&recette=1&recette=2` };
    case 'basket_delivery':
      // a basket of the URL (ADR 043); whether its recipes are on the menu, only an order says
      return {
        ...base,
        path: `${def.path}?box=2-3&semaine=49&recette=1&recette=2&recette=3`,
        cookie: prospect,
      };
    case 'giftcard_confirmation':
      return { ...base, path: `${def.path}?redirectResult=${redirectResult}` };
    case 'basket_payment':
      return { ...base, path: def.path, cookie: unpaid.cookie };
    case 'basket_confirmation':
      return {
        ...base,
        path: `${def.path}?commande=${paid.order.reference}`,
        cookie: paid.cookie,
      };
    case 'landing_market_main': {
      // titled by its static content (ADR 040); /generique-landing keeps its route's title
      const path = def.path.replace('/:boxSettings?', '');
      const slug = landingContentSlug(landingContentKey(path));
      const content = staticContents.find((entry) => entry.slug === slug);
      return { ...base, path, title: content?.pageTitle ?? def.title };
    }
    default:
      return {
        ...base,
        path: def.path.replace('/:boxSettings?', '').replace(/:page$/, '1'),
      };
  }
}

const cases = () => table.map(caseOf);

it('has a real URL for every route of the table', () => {
  for (const { def, path } of cases()) expect(path, def.name).not.toMatch(/[:*]/);
  expect(cases()).toHaveLength(table.length);
});

describe.each(table.map((def) => [`${def.name} ${def.path}`, def] as const))('%s', (_, def) => {
  let page: PageCase;
  let html: string;
  let head: string;

  beforeAll(async () => {
    page = caseOf(def);
    const request = site.request
      .get(page.path)
      // canonical and og:url come from PUBLIC_SITE_URL, never from these
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'http');
    if (page.cookie) request.set('Cookie', page.cookie);
    const response = await request;
    expect(response.status, page.path).toBe(page.status);
    html = response.text;
    head = headOf(html);
  });

  it('is a French document whose <head> has the title `{title} - Potimarron`', () => {
    expect(tagsOf(html, 'html')[0]?.attrs.lang).toBe('fr');
    expect(titlesOf(head)).toEqual([`${page.title} - ${brand}`]);
    expect(titlesOf(html)).toHaveLength(1);
  });

  it('has its description', () => {
    const description = metaContent(head, 'description') ?? '';
    expect(description.length).toBeGreaterThan(20);
    if (typeof page.description === 'string') expect(description).toBe(page.description);
    else expect(description).toMatch(page.description);
  });

  it('has a canonical URL and og:url on PUBLIC_SITE_URL, none when it is a 404', () => {
    // without the query: a payment's redirectResult is the visitor's alone
    const path = page.path.split('?')[0];
    const url = page.status === 200 ? `${publicSiteUrl}${path}` : undefined;
    expect(linkHref(head, 'canonical')).toBe(url);
    expect(metaContent(head, 'og:url')).toBe(url);
    expect(html).not.toContain('evil.example');
  });

  it('has the Open Graph and Twitter tags', () => {
    expect(metaContent(head, 'og:locale')).toBe('fr_FR');
    expect(metaContent(head, 'og:site_name')).toBe(brand);
    expect(metaContent(head, 'og:title')).toBe(`${page.title} - ${brand}`);
    expect(metaContent(head, 'og:description')).toBe(metaContent(head, 'description'));
    expect(metaContent(head, 'og:type')).toMatch(/^(website|article)$/);
    const image = metaContent(head, 'og:image') ?? '';
    expect(new URL(image).origin).toBe(publicSiteUrl);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:title')).toBe(`${page.title} - ${brand}`);
    expect(metaContent(head, 'twitter:image')).toBe(image);
  });

  it('has the Organization/LocalBusiness and WebSite JSON-LD in <head>', () => {
    const blocks = jsonLdOf(head);
    expect(jsonLdOf(html)).toHaveLength(blocks.length);
    const typesOf = (block: Record<string, unknown>) => ([] as unknown[]).concat(block['@type']);
    const organization = blocks.find((b) => typesOf(b).includes('Organization'));
    expect(typesOf(organization ?? {})).toEqual(
      expect.arrayContaining(['Organization', 'LocalBusiness']),
    );
    expect(organization?.['@context']).toBe('https://schema.org');
    expect(organization?.name).toBe(brand);
    expect(organization?.url).toBe(`${publicSiteUrl}/`);
    expect(organization?.openingHoursSpecification).toEqual([
      expect.objectContaining({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '08:00',
        closes: '20:00',
      }),
    ]);
    // Google's self-serving review rule (DESIGN §12)
    expect(deepValues(organization, 'aggregateRating')).toEqual([]);
    expect(deepValues(organization, 'review')).toEqual([]);
    const webSite = blocks.find((b) => typesOf(b).includes('WebSite'));
    expect(webSite?.url).toBe(`${publicSiteUrl}/`);
    expect(webSite?.name).toBe(brand);
  });

  // ADR 011: the script is the browser's to load, once the visitor accepts A/B tests
  it('loads no A/B-testing script before consent', () => {
    const abScripts = executableScripts(html).filter((s) => s.attrs.src === abTestScriptUrl);
    expect(abScripts).toHaveLength(0);
  });

  it('is kept out of search engines only when its route or its data says so', () => {
    const robots = metaContent(head, 'robots') ?? '';
    if (def.noindex || page.noindex) expect(robots).toMatch(/noindex/);
    else expect(robots).not.toMatch(/noindex/);
  });
});

describe('details', () => {
  it('puts the recipe’s own picture in og:image, and the site serves it', async () => {
    const response = await site.request.get(`/recettes/${catalogue.recipe.slug}`).expect(200);
    const image = metaContent(headOf(response.text), 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${publicSiteUrl}/uploads/.+\\.png$`));
    const picture = await site.request.get(new URL(image).pathname).expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it.each(['/', '/livraison', '/generique', '/bio2'])(
    'says %s’s own questions again in a FAQPage, as the page shows them (ADR 049)',
    async (path) => {
      const html = (await site.request.get(path).expect(200)).text;
      const faq = jsonLdOf(headOf(html)).filter((block) => block['@type'] === 'FAQPage');
      expect(faq).toHaveLength(1);
      const entities = (faq[0]?.mainEntity ?? []) as {
        name: string;
        acceptedAnswer: { text: string };
      }[];
      const shown = [...bodyOf(html).matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map(
        (match) => decodeHtml((match[1] ?? '').replace(/<[^>]+>/g, '')).trim(),
      );
      expect(entities.map((entity) => entity.name)).toEqual(shown);
      for (const entity of entities) {
        expect(entity.acceptedAnswer.text.length).toBeGreaterThan(20);
        expect(entity.acceptedAnswer.text).not.toMatch(/[<>*#]/);
      }
      expect(faq[0]?.url).toBe(`${publicSiteUrl}${path === '/' ? '/' : path}`);
    },
  );

  it('serves the default share picture and the logo of the JSON-LD', async () => {
    const response = await site.request.get('/').expect(200);
    const head = headOf(response.text);
    const urls = [
      metaContent(head, 'og:image') ?? '',
      ...jsonLdOf(head).flatMap((block) => deepValues(block, 'logo')),
    ];
    for (const url of urls) {
      expect(String(url)).toMatch(new RegExp(`^${publicSiteUrl}/`));
      const file = await site.request.get(new URL(String(url)).pathname);
      expect(file.status, String(url)).toBe(200);
      expect(file.headers['content-type'], String(url)).toMatch(/^image\//);
    }
  });

  it('marks an article as og:type article', async () => {
    const response = await site.request.get(`/blog/${catalogue.liveArticle.slug}`).expect(200);
    expect(metaContent(headOf(response.text), 'og:type')).toBe('article');
  });

  it('canonicalises without the query string, and a second page to itself', async () => {
    const withQuery = await site.request.get('/recettes/page/1?utm_source=mail&tri=x').expect(200);
    expect(linkHref(headOf(withQuery.text), 'canonical')).toBe(`${publicSiteUrl}/recettes/page/1`);
    const second = await site.request.get('/recettes/page/2').expect(200);
    const head = headOf(second.text);
    expect(linkHref(head, 'canonical')).toBe(`${publicSiteUrl}/recettes/page/2`);
    expect(titlesOf(head)).toEqual([`Nos recettes – page 2 - ${brand}`]);
    // and a description of its own, not the first page's
    const first = metaContent(headOf(withQuery.text), 'description') ?? '';
    expect(metaContent(head, 'description')).toBe(metaDescription(`Page 2\u00a0: ${first}`));
  });

  it('canonicalises a landing with box settings to the landing without them (ADR 040)', async () => {
    for (const path of ['/generique/4-3', '/generique/6-4'])
      expect(linkHref(headOf((await site.request.get(path).expect(200)).text), 'canonical')).toBe(
        `${publicSiteUrl}/generique`,
      );
  });

  it('gives crawlers the same complete <head> (whole document at once)', async () => {
    const response = await site.request
      .get(`/recettes/${catalogue.recipe.slug}`)
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
      .expect(200);
    const head = headOf(response.text);
    expect(titlesOf(head)).toEqual([`${catalogue.recipe.name} - ${brand}`]);
    expect(linkHref(head, 'canonical')).toBe(`${publicSiteUrl}/recettes/${catalogue.recipe.slug}`);
    expect(response.text.trimEnd()).toMatch(/<\/html>$/);
  });

  it('titles every 404 the same, noindex, whatever was asked', async () => {
    for (const path of [
      '/recettes/recette-inconnue',
      '/blog/article-inconnu',
      '/recettes/page/999',
      `/blog/categorie/${catalogue.emptyCategorySlug}/page/1`,
    ]) {
      const response = await site.request.get(path).expect(404);
      const head = headOf(response.text);
      expect(titlesOf(head), path).toEqual([`Page introuvable - ${brand}`]);
      expect(metaContent(head, 'robots'), path).toMatch(/noindex/);
      // the address of nothing (ADR 062)
      expect(linkHref(head, 'canonical'), path).toBeUndefined();
    }
  });
});

// ADR 049: the SEO and city pages, each with its own title, description and structured data
describe('the SEO and city pages', () => {
  const seoAndCity = table.filter(
    (def) => def.page === 'seo-landing' || def.page === 'city-delivery',
  );
  const typesOf = (block: Record<string, unknown>) => ([] as unknown[]).concat(block['@type']);
  /** an ItemList per recipe row, a FAQPage where questions are shown, a city's business */
  const ownTypes = (def: RouteDef): string[] => {
    if (def.page === 'city-delivery')
      return ['Service', 'FAQPage', ...(def.path.includes('-bio-') ? ['ItemList'] : [])];
    if (def.name === 'box_abonnement') return ['FAQPage'];
    // /livraison-panier-repas shows the help centre's questions, marked up on their answer pages
    // only (ADR 049)
    return def.name === 'lp_meal_kit' || def.name === 'lp_meal_kit_delivery' ? [] : ['ItemList'];
  };

  it('have titles and descriptions no other route has', () => {
    for (const def of seoAndCity) {
      const others = table.filter((other) => other !== def);
      expect(
        others.map((o) => o.title),
        def.name,
      ).not.toContain(def.title);
      expect(
        others.map((o) => o.description),
        def.name,
      ).not.toContain(def.description);
    }
  });

  it.each(seoAndCity.map((def) => [def.path, def] as const))(
    '%s has its BreadcrumbList and its lists, questions or business',
    async (path, def) => {
      const blocks = jsonLdOf(headOf((await site.request.get(path).expect(200)).text));
      const types = blocks.flatMap(typesOf);
      expect(types).toContain('BreadcrumbList');
      for (const type of ownTypes(def)) expect(types, path).toContain(type);
      if (def.page === 'city-delivery') {
        const business = blocks.find(
          (block) => block['@type'] === 'Service' && block.areaServed !== undefined,
        );
        expect(business?.url).toBe(`${publicSiteUrl}${path}`);
        expect(deepValues(business, 'aggregateRating')).toEqual([]);
        expect(types).toContain('FAQPage');
      }
    },
  );
});

it('rendered every page above without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
