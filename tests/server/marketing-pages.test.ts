import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, claimText } from '../../client/components/marketing/claims.ts';
import { decodeHtml, jsonLdOf } from './support/html.ts';
import { mainText } from './support/main-sentences.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// The marketing pages with content of their own (ADR 050): each page's sections and structured
// data over HTTP, against the real app and the embedded product API.

let site: TestSite;
const pages: Record<string, string> = {};

const paths = {
  thermomix: '/thermomix',
  bio: '/bio',
  box_repas_bio: '/box-repas-bio',
  box_a_cuisiner_bio: '/box-a-cuisiner-bio',
  rutabago: '/rutabago-devient-potimarron',
  our_recipe_box: '/notre-panier-recette',
  our_ingredients: '/nos-ingredients',
  our_commitments: '/nos-engagements',
  gui: '/gui',
  club_yotpo: '/le-club',
} as const;

beforeAll(async () => {
  site = await startSite();
  for (const [name, path] of Object.entries(paths)) {
    const response = await site.request.get(path).expect(200);
    pages[name] = response.text;
  }
}, 60_000);

afterAll(() => site.stop());

const html = (name: keyof typeof paths) => pages[name] ?? '';
const h2s = (name: keyof typeof paths) =>
  [...html(name).matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, '').replace(/&nbsp;|\u00a0|\u202f/g, ' '),
  );
const jsonLdTypes = (name: keyof typeof paths) =>
  jsonLdOf(html(name)).flatMap((block) => ([] as unknown[]).concat(block['@type']));
const itemLists = (name: keyof typeof paths) =>
  jsonLdOf(html(name)).filter((block) => block['@type'] === 'ItemList');
const recipeLinks = (name: keyof typeof paths) =>
  [...html(name).matchAll(/href="\/recettes\/[a-z0-9-]+"/g)].length;

describe('/thermomix', () => {
  it('shows the certified recipes, the box with the appliance, the carousel and its FAQ', () => {
    expect(h2s('thermomix')).toEqual(
      expect.arrayContaining([
        'Les recettes certifiées Thermomix du moment',
        'Votre box avec le Thermomix',
        'Ce que le robot fait pour vous',
        'Vos questions sur le Thermomix',
      ]),
    );
    expect(html('thermomix')).toContain('Quels modèles de Thermomix sont compatibles');
    expect(html('thermomix')).toContain('Des réglages testés sur le robot');
  });

  // its questions are the help centre's, marked up on their answer pages (ADR 050)
  it('lists its certified recipes in an ItemList, not its questions in a FAQPage', () => {
    const [list] = itemLists('thermomix');
    expect(list?.numberOfItems).toBe(claims.thermomixRecipesPerWeek);
    expect(jsonLdTypes('thermomix')).toEqual(
      expect.arrayContaining(['BreadcrumbList', 'ItemList']),
    );
    expect(jsonLdTypes('thermomix')).not.toContain('FAQPage');
    // cards show labels, never the raw category
    expect(mainText(html('thermomix'))).toContain('Thermomix');
    expect(html('thermomix')).not.toMatch(/<li>thermomix<\/li>/);
  });
});

describe('/le-club', () => {
  it('shows every tier from « Découverte » up, how to climb and the club’s questions', () => {
    expect(h2s('club_yotpo')).toEqual(
      expect.arrayContaining([
        'Les paliers du club',
        'Comment grimper d’un palier à l’autre',
        'Vos questions sur le club',
      ]),
    );
    const text = mainText(html('club_yotpo'));
    // ADR 047's table: Découverte from the first box, then 10, 25 and 50 delivered boxes
    for (const tier of ['Découverte', 'Gourmet', 'Chef', 'Grand Chef'])
      expect(text).toContain(tier);
    expect(text).toContain('Gourmet, à 10\u00a0box livrées');
    expect(text).toContain('Grand Chef, à 50\u00a0box livrées');
    expect(jsonLdTypes('club_yotpo')).toContain('BreadcrumbList');
    expect(jsonLdTypes('club_yotpo')).not.toContain('FAQPage');
  });
});

describe('the organic pages', () => {
  const organic = ['bio', 'box_repas_bio', 'box_a_cuisiner_bio'] as const;
  const sectionOf = (name: keyof typeof paths, id: string) => {
    const page = html(name);
    const start = page.indexOf(`aria-labelledby="${id}"`);
    return start < 0 ? '' : page.slice(start, page.indexOf('</section>', start));
  };
  const cardTitles = (name: keyof typeof paths, id: string) =>
    [...sectionOf(name, id).matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) =>
      decodeHtml((m[1] ?? '').replace(/<[^>]+>/g, '')),
    );
  const faqQuestions = (name: keyof typeof paths) =>
    [...sectionOf(name, 'organic-faq').matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map((m) =>
      decodeHtml((m[1] ?? '').replace(/<[^>]+>/g, '')).trim(),
    );

  it('each show the claim, the labels, the producers and the help centre’s questions, linked', () => {
    for (const name of organic) {
      expect(mainText(html(name)), name).toContain(claimText.organic);
      expect(cardTitles(name, 'organic-labels'), name).toHaveLength(3);
      expect(cardTitles(name, 'organic-producers').length, name).toBeGreaterThanOrEqual(3);
      expect(faqQuestions(name), name).toHaveLength(3);
      expect(sectionOf(name, 'organic-faq'), name).toMatch(/href="\/faq\/[a-z-]+\/[a-z-]+"/);
      expect(jsonLdTypes(name), name).not.toContain('FAQPage');
    }
  });

  it('each from its own angle: labels, farms and questions no other organic page shows', () => {
    const texts = (id: string, tag: 'h3' | 'p' | 'summary') =>
      organic.flatMap((name) =>
        [
          ...sectionOf(name, id).matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g')),
        ].map((m) => m[1]),
      );
    for (const [id, tag] of [
      ['organic-labels', 'p'],
      ['organic-producers', 'h3'],
      ['organic-faq', 'summary'],
    ] as const) {
      const all = texts(id, tag);
      expect(new Set(all).size, id).toBe(all.length);
    }
  });

  it('/bio: the claim, what a certified recipe is, why organic', () => {
    expect(h2s('bio')).toEqual(
      expect.arrayContaining([
        `${claims.organicCertifiedPercent} % de recettes certifiées bio`,
        'Pourquoi nous cuisinons bio',
        'Les labels que vous trouverez',
        'Les producteurs bio de ces recettes',
        'Vos questions sur le bio',
      ]),
    );
  });

  it('/box-repas-bio: how much organic, the week, the price and its own questions', () => {
    expect(h2s('box_repas_bio')).toEqual(
      expect.arrayContaining([
        'Combien de bio dans votre box',
        'Une semaine avec la box repas bio',
        'Le prix d’une box repas bio',
        'Les labels de votre box',
        'Les fermes bio de votre box',
        'La box repas bio en questions',
      ]),
    );
  });

  it('/box-a-cuisiner-bio: the organic ingredients, the seasons, the cook’s habits', () => {
    expect(h2s('box_a_cuisiner_bio')).toEqual(
      expect.arrayContaining([
        'Les ingrédients bio que vous cuisinerez',
        'Cuisiner bio au fil des saisons',
        'Trois habitudes pour cuisiner des produits bio',
        'Lire les labels en cuisinant',
        'Qui fait pousser ce que vous cuisinerez',
        'Cuisiner bio, vos questions',
      ]),
    );
  });

  it('shows each its own organic recipes, /bio the week’s nine (DECISIONS)', () => {
    const names = (['bio', 'box_repas_bio', 'box_a_cuisiner_bio', 'rutabago'] as const).map(
      (name) => (itemLists(name)[0]?.itemListElement as { url: string }[]).map((i) => i.url),
    );
    const all = names.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(names.map((urls) => urls.length)).toEqual([
      claims.organicRecipesPerWeek,
      6,
      6,
      claims.organicRecipesPerWeek,
    ]);
    expect(h2s('bio')).toContain(`Nos ${claims.organicRecipesPerWeek} recettes bio du moment`);
  });
});

describe('/rutabago-devient-potimarron', () => {
  it('tells the story, what changes and what does not, and the 9 organic recipes', () => {
    expect(h2s('rutabago')).toEqual(
      expect.arrayContaining([
        'Rutabago et Potimarron, une seule maison',
        'Abonnés Rutabago, ce qui change pour vous',
        `Les ${claims.organicRecipesPerWeek} recettes bio de la nouvelle box`,
      ]),
    );
    expect(html('rutabago')).toContain('Ce qui ne change pas');
    expect(itemLists('rutabago')[0]?.numberOfItems).toBe(claims.organicRecipesPerWeek);
  });
});

describe('the 2025 pages', () => {
  it('/nos-ingredients: the French claim and the producers region by region', () => {
    expect(h2s('our_ingredients')).toEqual(
      expect.arrayContaining([
        `${claims.frenchIngredientsPercent} % d’ingrédients français`,
        'Nos producteurs, région par région',
      ]),
    );
    expect(mainText(html('our_ingredients'))).toContain('Bretagne');
  });

  it('/nos-engagements: the blocks naming the page, packaging and sourcing', () => {
    expect(h2s('our_commitments')).toEqual(
      expect.arrayContaining(['Nos engagements, un par un', 'Les emballages']),
    );
    expect(html('our_commitments')).toContain('Des emballages qui se trient');
    expect(html('our_commitments')).toContain('Les invendus donnés chaque vendredi');
  });

  it('shows each block’s ranges (spec §3 `corners`) in the corner of its card', () => {
    // the seed gives « Des emballages qui se trient » the Famille and Bio ranges
    const page = html('our_commitments');
    const before = page.slice(0, page.indexOf('>Des emballages qui se trient<'));
    const card = before.slice(before.lastIndexOf('aria-label="Gammes concernées"'));
    expect(card).not.toContain('</h3>');
    const list = card.slice(0, card.indexOf('</ul>'));
    expect([...list.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((m) => m[1])).toEqual([
      'Famille',
      'Bio',
    ]);
  });

  it('/notre-panier-recette: the box, the card step by step and a real recipe', () => {
    expect(h2s('our_recipe_box')).toEqual(
      expect.arrayContaining([
        'Ce que contient votre panier',
        'La fiche recette, étape par étape',
        'Une fiche de cette semaine',
      ]),
    );
    expect(recipeLinks('our_recipe_box')).toBeGreaterThan(0);
  });

  it('/gui: the configurator, the week in the recipe sections’ rows, kept out of search engines', () => {
    expect(h2s('gui')).toEqual(
      expect.arrayContaining([
        'Composez votre première box',
        'Les incontournables',
        'Ce qui ne change jamais',
        'La parole à nos abonnés',
      ]),
    );
    // its own reviews: the home page's highlights are not repeated (ADR 050)
    expect(h2s('gui')).not.toContain('Ils cuisinent avec nous');
    // spec §3: an inactive section draws no row
    expect(h2s('gui')).not.toContain('Spécial fêtes');
    expect(html('gui')).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(itemLists('gui').length).toBeGreaterThanOrEqual(2);
  });
});

it('writes French typography: no plain space before « : ; ? ! » in <main>', () => {
  for (const [name, page] of Object.entries(pages)) {
    // one line per block, so that a « ? » closing a question is not glued to the answer's text
    const plainSpaced = mainText(page).match(/[^\s\u00a0\u202f] [:;?!](?=\s|$)/gm);
    expect(plainSpaced, name).toBeNull();
  }
});

it('writes French typography in the FAQPage questions and answers too', () => {
  for (const [name, page] of Object.entries(pages))
    for (const block of jsonLdOf(page).filter((b) => b['@type'] === 'FAQPage'))
      expect(JSON.stringify(block.mainEntity), name).not.toMatch(/[^\s\u00a0\u202f] [:;?!]/);
});

it('rendered without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
