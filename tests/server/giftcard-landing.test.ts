import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frenchTypography } from '../../shared/french-typography.ts';
import { bodyOf, decodeHtml, headOf, jsonLdOf } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// Spec §2's gift card landing page (giftcard_landing) over HTTP: what a card is, its four
// amounts each leading to the purchase page with it chosen, the help centre's gift-card
// questions, and its Product/Offer structured data (DESIGN §4).

const publicSiteUrl = 'https://www.potimarron.test';
const path = '/offrir-une-carte-cadeau';
const amounts = [30, 50, 80, 100];

let site: TestSite;
let html: string;

beforeAll(async () => {
  site = await startSite({ PUBLIC_SITE_URL: publicSiteUrl });
  html = (await site.request.get(path).expect(200)).text;
});
afterAll(() => site.stop());

/** The visible text of a fragment of HTML: tags and React's text separators left out. */
const textOf = (fragment: string) =>
  decodeHtml(fragment.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(
    /[ \t\r\n]+/g,
    ' ',
  );

/** The text of every link to `href` in the page's body. */
const linkTexts = (href: string) =>
  [...bodyOf(html).matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)]
    .filter((match) => decodeHtml(match[1] ?? '') === href)
    .map((match) => textOf(match[2] ?? '').trim());

/** The help centre's gift-card subsection, as the embedded product API holds it. */
async function giftCardQuestions(): Promise<string[]> {
  const response = await fetch(
    `${site.api.url}/api/faq-sections?filters[slug][$eq]=codes-promo-et-cartes-cadeaux&populate[faq_subsections][populate][0]=faq_articles`,
  );
  const body = (await response.json()) as {
    data: { faq_subsections: { slug: string; faq_articles: { title: string }[] }[] }[];
  };
  const subsection = body.data[0]?.faq_subsections.find((s) => s.slug === 'cartes-cadeaux');
  return subsection?.faq_articles.map((article) => article.title) ?? [];
}

type Block = Record<string, unknown>;

describe('the gift card landing page', () => {
  it('is its own page: one h1, what a card gives, how it arrives and is used', () => {
    const body = bodyOf(html);
    expect(body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(body).toMatch(/<h1[^>]*>Offrir une carte cadeau<\/h1>/);
    const text = textOf(body);
    expect(text).toContain('choisit ses recettes');
    expect(text).toContain('Dès le paiement, vous recevez la carte et son code par e-mail');
    expect(text).toContain('champ «\u00a0Carte cadeau\u00a0» de son panier');
    expect(text).toContain('Valable 12\u00a0mois');
    expect(text).toContain('Sans engagement');
  });

  it('offers 30, 50, 80 and 100 €, each a link to the purchase page with that amount', () => {
    for (const amount of amounts) {
      const texts = linkTexts(`/carte-cadeau?montant=${amount}`);
      expect(texts, `${amount} €`).toHaveLength(1);
      expect(texts[0]).toContain(`${amount}\u00a0€`);
    }
    // the hero's and the closing calls to action (the footer and an answer link there too)
    expect(linkTexts('/carte-cadeau')).toEqual(
      expect.arrayContaining(['Choisir ma carte cadeau', 'Offrir une carte cadeau']),
    );
  });

  it('answers the help centre’s gift-card questions, and links to them', async () => {
    const questions = await giftCardQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(3);
    const summaries = [...bodyOf(html).matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map(
      (match) => textOf(match[1] ?? '').trim(),
    );
    expect(summaries).toEqual(questions.map(frenchTypography));
    expect(linkTexts('/faq/codes-promo-et-cartes-cadeaux/cartes-cadeaux')).toEqual([
      'Toutes les réponses sur les cartes cadeaux',
    ]);
  });

  // the help centre's questions, marked up on their answer pages only (ADR 050)
  it('leaves the questions it shows out of its structured data', () => {
    expect(jsonLdOf(headOf(html)).filter((block) => block['@type'] === 'FAQPage')).toEqual([]);
  });

  it('describes the card as a Product with an offer per amount, under the home page', () => {
    const blocks = jsonLdOf(headOf(html));
    const ofType = (type: string) => blocks.filter((block) => block['@type'] === type);
    expect(ofType('Product')).toHaveLength(1);
    const product = ofType('Product')[0] as Block;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Carte cadeau Potimarron',
      brand: { '@type': 'Brand', name: 'Potimarron' },
      url: `${publicSiteUrl}${path}`,
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        lowPrice: 30,
        highPrice: 100,
        offerCount: 4,
      },
    });
    expect(String(product.description).length).toBeGreaterThan(50);
    expect((product.offers as Block).offers).toEqual(
      amounts.map((amount) => ({
        '@type': 'Offer',
        price: amount,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${publicSiteUrl}/carte-cadeau?montant=${amount}`,
      })),
    );
    expect(ofType('BreadcrumbList')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${publicSiteUrl}/` },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Offrir une carte cadeau',
            item: `${publicSiteUrl}${path}`,
          },
        ],
      },
    ]);
  });
});
