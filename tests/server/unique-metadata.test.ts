import { afterAll, beforeAll, expect, it } from 'vitest';
import { headOf, jsonLdOf, metaContent, titlesOf } from './support/html.ts';
import { marketingPaths as paths } from './support/marketing-paths.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// DESIGN §4 and ADR 049/050: every marketing, SEO and city page, and the gift-card landing, is a
// page of its own for search engines too: a <title> and a meta description no other one has. So
// is every page of the help centre the sitemap lists (spec §2: each page its description). A
// question is marked up once on the site, on its answer page (Google's FAQPage guidelines: one
// instance of a repeated question; ADR 050).

let site: TestSite;
interface Head {
  title: string;
  description: string;
  /** the questions its FAQPage marks up */
  questions: string[];
}
const heads = new Map<string, Head>();
let helpPaths: string[] = [];

beforeAll(async () => {
  site = await startSite();
  const sitemap = (await site.request.get('/sitemap.xml').expect(200)).text;
  helpPaths = [...sitemap.matchAll(/<loc>[^<]*?(\/faq\/[^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  for (const path of [...paths, ...helpPaths]) {
    const head = headOf((await site.request.get(path).expect(200)).text);
    heads.set(path, {
      title: titlesOf(head).join(' | '),
      description: metaContent(head, 'description') ?? '',
      questions: jsonLdOf(head)
        .filter((block) => block['@type'] === 'FAQPage')
        .flatMap((block) => (block.mainEntity as { name: string }[]).map(({ name }) => name)),
    });
  }
}, 120_000);
afterAll(() => site.stop());

/** The values (a head's title, its questions) given to more than one path, with those paths. */
function sharedValues(valuesOf: (head: Head) => string[]): Record<string, string[]> {
  const byValue = new Map<string, string[]>();
  for (const [path, head] of heads)
    for (const value of valuesOf(head)) byValue.set(value, [...(byValue.get(value) ?? []), path]);
  return Object.fromEntries([...byValue].filter(([, shared]) => shared.length > 1));
}

it('reads the head of every such page, the gift-card landing among them', () => {
  expect(paths).toContain('/offrir-une-carte-cadeau');
  expect(paths.length).toBeGreaterThanOrEqual(17 + 9 + 2);
  // sections, subsections and answers
  expect(helpPaths.length).toBeGreaterThan(50);
  for (const [path, head] of heads) {
    expect(head.title, path).not.toBe('');
    expect(head.description, path).not.toBe('');
  }
});

it('gives each page a title of its own', () => {
  expect(sharedValues((head) => [head.title])).toEqual({});
});

it('gives each page a meta description of its own', () => {
  expect(sharedValues((head) => [head.description])).toEqual({});
});

it('marks up each question on one page of the site, a help-centre answer on its own page', () => {
  expect(sharedValues((head) => head.questions)).toEqual({});
  // the answers keep theirs; the pages of their own (cities, /box-abonnement) too
  const answers = helpPaths.filter((path) => heads.get(path)?.questions.length === 1);
  expect(answers.length).toBeGreaterThan(40);
  expect(heads.get('/box-abonnement')?.questions).toHaveLength(3);
  expect(heads.get('/livraison-panier-repas-bio-bordeaux')?.questions.length).toBeGreaterThan(0);
});
