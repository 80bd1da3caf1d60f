import { afterAll, beforeAll, expect, it } from 'vitest';
import { headOf, titlesOf } from './support/html.ts';
import { mainSentences, nearDuplicates } from './support/main-sentences.ts';
import { marketingPaths as pagesOfTheirOwn } from './support/marketing-paths.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// ADR 049 and 050: search engines fold near-duplicate pages into one. No two marketing, SEO or
// city pages share more than half of their <main> sentences, nor one of them with the home page
// (/gui is its 2025 design, DECISIONS: not a copy of it).

const marketingPaths = ['/', ...pagesOfTheirOwn];

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

/** Each path's sentences, as the server renders it. */
async function sentencesOf(paths: readonly string[]): Promise<Map<string, Set<string>>> {
  const pages = new Map<string, Set<string>>();
  for (const path of paths) {
    const response = await site.request.get(path).expect(200);
    pages.set(path, mainSentences(response.text));
  }
  return pages;
}

it('renders the home page and the marketing pages, the seventeen SEO and city pages among them', () => {
  expect(marketingPaths.length).toBeGreaterThanOrEqual(1 + 17 + 9 + 2);
});

it('finds no two of them sharing more than half of their sentences', async () => {
  const pages = await sentencesOf(marketingPaths);
  for (const [path, sentences] of pages)
    expect(sentences.size, `${path} has prose of its own`).toBeGreaterThanOrEqual(12);
  expect(nearDuplicates(pages)).toEqual([]);
});

it('catches two pages whose bodies differ by a name only', () => {
  const page = (city: string) =>
    `<main><h1>Livraison à ${city}</h1><p>Votre panier repas est livré chez vous chaque semaine. ` +
    `Les recettes de saison arrivent avec leurs ingrédients frais.</p>` +
    `<ul><li>Un colis isotherme garde vos produits au frais.</li></ul></main>`;
  const pages = new Map([
    ['/a', mainSentences(page('Lyon'))],
    ['/b', mainSentences(page('Dijon'))],
  ]);
  expect(nearDuplicates(pages)).toEqual([
    expect.objectContaining({ paths: ['/a', '/b'], share: 1 }),
  ]);
});

it('gives every page of the sitemap a title of its own', async () => {
  const sitemap = await site.request.get('/sitemap.xml').expect(200);
  const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url ?? '').pathname,
  );
  expect(paths.length).toBeGreaterThan(300);
  const pathsByTitle = new Map<string, string[]>();
  for (const path of paths) {
    const response = await site.request.get(path).expect(200);
    const title = titlesOf(headOf(response.text))[0] ?? '';
    pathsByTitle.set(title, [...(pathsByTitle.get(title) ?? []), path]);
  }
  expect([...pathsByTitle.values()].filter((shared) => shared.length > 1)).toEqual([]);
});
