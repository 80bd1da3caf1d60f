import { afterAll, beforeAll, expect, it } from 'vitest';
import { headOf, titlesOf } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// « Plan du site » (shared/site-plan.ts): every public page has a link on the site, not only
// in sitemap.xml; the footer of every page links the plan. What a crawler finds that starts at
// the home page and follows links (query strings left aside), crawled once for every test.

interface Crawled {
  status: number;
  /** an HTML page: whether it may be indexed, whether its footer links the plan */
  page?: { indexed: boolean; footerLinksPlan: boolean };
}

let site: TestSite;
let html = '';
let sitemap = '';
const crawled = new Map<string, Crawled>();

beforeAll(async () => {
  site = await startSite();
  sitemap = (await site.request.get('/sitemap.xml').expect(200)).text;
  html = (await site.request.get('/plan-du-site').expect(200)).text;
  // a set visits what is added to it while it is read: the crawl's queue and what it has seen
  const paths = new Set(['/']);
  for (const path of paths) {
    const answer = await site.request.get(path);
    const isHtml = answer.type.startsWith('text/html');
    crawled.set(path, {
      status: answer.status,
      ...(isHtml && {
        page: {
          indexed: !/<meta name="robots" content="[^"]*noindex/.test(headOf(answer.text)),
          footerLinksPlan: /<footer[\s\S]*href="\/plan-du-site"[\s\S]*<\/footer>/.test(answer.text),
        },
      }),
    });
    if (answer.status !== 200 || !isHtml || paths.size >= 3000) continue;
    for (const [, href = ''] of answer.text.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g))
      paths.add(href);
  }
}, 180_000);

afterAll(() => site.stop());

const mainOf = (page: string) => /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? '';
const linksOf = (page: string) =>
  [...mainOf(page).matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');

it('is a page of its own, indexed, with its French title and typography', () => {
  expect(titlesOf(headOf(html))).toEqual(['Plan du site - Potimarron']);
  // a no-break space before « : », « ; », « ? » and « ! », after « and before »
  expect(mainOf(html).replace(/<[^>]+>/g, '\n')).not.toMatch(/ [:;?!»]|« /);
  expect(crawled.get('/plan-du-site')?.page?.indexed).toBe(true);
});

it('links the pages a crawl found linked from nowhere, and the content pages of the API', () => {
  const links = linksOf(html);
  for (const path of ['/box-repas', '/chef-karim-benali', '/presse', '/mentions-legales', '/'])
    expect(links, path).toContain(path);
  expect(new Set(links).size).toBe(links.length);
});

it('leads only to pages that answer and are indexed', () => {
  expect(linksOf(html).length).toBeGreaterThan(50);
  for (const path of linksOf(html))
    expect(crawled.get(path), path).toEqual({
      status: 200,
      page: expect.objectContaining({ indexed: true }),
    });
});

it('is linked from every page’s footer, and listed in the sitemap', () => {
  const pages = [...crawled].filter(([, answer]) => answer.status === 200 && answer.page);
  expect(pages.length).toBeGreaterThan(300);
  expect(pages.filter(([, answer]) => !answer.page?.footerLinksPlan).map(([path]) => path)).toEqual(
    [],
  );
  expect(sitemap).toContain('/plan-du-site</loc>');
});

it('leaves no page of the sitemap reached only through sitemap.xml', () => {
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || '/',
  );
  expect(listed.length).toBeGreaterThan(300);
  expect(listed.filter((path) => !crawled.has(path))).toEqual([]);
});
