import { afterAll, beforeAll, expect, it } from 'vitest';
import { headOf, titlesOf } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// « Plan du site » (shared/site-plan.ts): every public page has a link on the site, not only
// in sitemap.xml; the footer of every page links the plan.

let site: TestSite;
let html = '';

beforeAll(async () => {
  site = await startSite();
  html = (await site.request.get('/plan-du-site').expect(200)).text;
}, 60_000);

afterAll(() => site.stop());

const mainOf = (page: string) => /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? '';
const linksOf = (page: string) =>
  [...mainOf(page).matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');

it('is a page of its own, indexed, with its French title and typography', () => {
  expect(titlesOf(headOf(html))).toEqual(['Plan du site - Potimarron']);
  // a no-break space before « : », « ; », « ? » and « ! », after « and before »
  expect(mainOf(html).replace(/<[^>]+>/g, '\n')).not.toMatch(/ [:;?!»]|« /);
  expect(headOf(html)).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
});

it('links the pages a crawl found linked from nowhere, and the content pages of the API', () => {
  const links = linksOf(html);
  for (const path of ['/box-repas', '/chef-karim-benali', '/presse', '/mentions-legales', '/'])
    expect(links, path).toContain(path);
  expect(new Set(links).size).toBe(links.length);
});

it('leads only to pages that answer and are indexed', async () => {
  for (const path of linksOf(html)) {
    const answer = await site.request.get(path);
    expect(answer.status, path).toBe(200);
    expect(headOf(answer.text), path).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
  }
}, 120_000);

it('is linked from every page’s footer, and listed in the sitemap', async () => {
  const home = (await site.request.get('/').expect(200)).text;
  expect(home).toMatch(/<footer[\s\S]*href="\/plan-du-site"[\s\S]*<\/footer>/);
  const sitemap = (await site.request.get('/sitemap.xml').expect(200)).text;
  expect(sitemap).toContain('/plan-du-site</loc>');
});

// what a crawler that starts at the home page and follows links finds (query strings left aside)
it('leaves no page of the sitemap reached only through sitemap.xml', async () => {
  const sitemap = (await site.request.get('/sitemap.xml').expect(200)).text;
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || '/',
  );
  expect(listed.length).toBeGreaterThan(300);
  const reached = new Set(['/']);
  const queue = ['/'];
  while (queue.length > 0 && reached.size < 3000) {
    const answer = await site.request.get(queue.shift() ?? '/');
    if (answer.status !== 200 || !answer.type.startsWith('text/html')) continue;
    for (const [, href = ''] of answer.text.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g))
      if (!reached.has(href)) {
        reached.add(href);
        queue.push(href);
      }
  }
  expect(listed.filter((path) => !reached.has(path))).toEqual([]);
}, 180_000);
