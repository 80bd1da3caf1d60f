import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue, type Catalogue } from './support/catalogue.ts';
import { appStateOf, bodyOf, decodeHtml, headOf, jsonLdOf, titlesOf } from './support/html.ts';
import { mainText } from './support/main-sentences.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// Over HTTP: the blog, the help centre, the content pages and the reviews answer with
// the right status and show what spec §5 and §9 say, whatever a client asks.

let site: TestSite;
let catalogue: Catalogue;

beforeAll(async () => {
  site = await startSite();
  catalogue = await readCatalogue(site.api.url);
});
afterAll(() => site.stop());

const get = (path: string) => site.request.get(path);
/** The links of a fragment of HTML that start with `prefix`. */
const linksOf = (html: string, prefix: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"/g)]
    .map((match) => decodeHtml(match[1] ?? ''))
    .filter((href) => href.startsWith(prefix));
/** The text a browser shows: without the comments React puts between text nodes. */
const textOf = (html: string) => bodyOf(html).replace(/<!-- -->/g, '');
/** Article cards and suggestions: links to /blog/{slug}. */
const articleLinks = (html: string) =>
  linksOf(html, '/blog/').filter((href) => /^\/blog\/[a-z0-9-]+$/.test(href));

describe('the blog', () => {
  it('lists 12 live articles a page, newest first, and 404s beyond the last page', async () => {
    const live = catalogue.liveArticleSlugs.length;
    const pages = Math.ceil(live / 12);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const response = await get(`/blog/page/${page}`).expect(200);
      const links = [...new Set(articleLinks(response.text))];
      expect(links.length, `page ${page}`).toBe(page < pages ? 12 : live - 12 * (pages - 1));
      seen.push(...links);
    }
    expect(new Set(seen).size).toBe(live);
    for (const slug of catalogue.hiddenArticleSlugs) expect(seen).not.toContain(`/blog/${slug}`);
    await get(`/blog/page/${pages + 1}`).expect(404);
  });

  it('answers 404 for page 0, a negative page or a page that is not a number', async () => {
    for (const path of ['/blog/page/0', '/blog/page/-1', '/blog/page/deux', '/blog/page/1.5'])
      await get(path).expect(404);
  });

  it('shows a live category, and 404s an empty or unknown one', async () => {
    for (const category of catalogue.liveCategorySlugs) {
      const response = await get(`/blog/categorie/${category}/page/1`).expect(200);
      expect(articleLinks(response.text).length, category).toBeGreaterThan(0);
    }
    await get(`/blog/categorie/${catalogue.emptyCategorySlug}/page/1`).expect(404);
    await get('/blog/categorie/inconnue/page/1').expect(404);
    await get(`/blog/categorie/${catalogue.liveCategory.slug}/page/99`).expect(404);
  });

  it('leads from the blog to its categories: each card’s category links to its list', async () => {
    const categoryLinks = new Set<string>();
    for (let page = 1; page <= Math.ceil(catalogue.liveArticleSlugs.length / 12); page++) {
      const html = bodyOf((await get(`/blog/page/${page}`).expect(200)).text);
      for (const href of linksOf(html, '/blog/categorie/')) categoryLinks.add(href);
    }
    expect([...categoryLinks].length).toBeGreaterThan(1);
    for (const href of categoryLinks) {
      expect(href).toMatch(/^\/blog\/categorie\/[a-z0-9-]+\/page\/1$/);
      await get(href).expect(200);
    }
  });

  it('shows a live article with its body, and 404s one that is not live', async () => {
    const response = await get(`/blog/${catalogue.liveArticle.slug}`).expect(200);
    const body = bodyOf(response.text);
    expect(body).toMatch(/<div[^>]*data-cms-content=""[^>]*><p>/);
    expect(body).toMatch(/Publié le <time dateTime="[^"]+">\d{1,2} [a-zéû]+ \d{4}<\/time>/);
    for (const slug of catalogue.hiddenArticleSlugs) await get(`/blog/${slug}`).expect(404);
    await get('/blog/article-inconnu').expect(404);
  });

  it('suggests 4 other live articles, of the same category first', async () => {
    const slug = catalogue.liveArticle.slug;
    const response = await get(`/blog/${slug}`).expect(200);
    const section = response.text.slice(response.text.indexOf('À lire aussi'));
    const suggested = [...new Set(articleLinks(section))].slice(0, 4);
    expect(suggested).toHaveLength(4);
    expect(suggested).not.toContain(`/blog/${slug}`);
    for (const link of suggested)
      expect(catalogue.liveArticleSlugs).toContain(link.slice('/blog/'.length));
    const first = await (
      await fetch(
        `${site.api.url}/api/blog/article/${suggested[0]?.slice('/blog/'.length)}?populate[0]=blog_categories`,
      )
    ).json();
    const own = await (await fetch(`${site.api.url}/api/blog/article/${slug}`)).json();
    expect(first.data.blog_categories[0].slug).toBe(own.data.blog_categories[0].slug);
  });
});

describe('the help centre', () => {
  it('lists the sections and subsections, without section 10', async () => {
    const response = await get('/faq').expect(200);
    expect(linksOf(response.text, '/faq/')).toContain(catalogue.faqSectionPath);
    expect(linksOf(response.text, '/faq/')).toContain(catalogue.faqSubsectionPath);
    expect(response.text).not.toContain(`/faq/${catalogue.excludedFaqSectionSlug}`);
  });

  it('shows a section, a subsection and an answer; 404 anywhere else', async () => {
    for (const path of [
      catalogue.faqSectionPath,
      catalogue.faqSubsectionPath,
      catalogue.faqArticle.path,
    ])
      await get(path).expect(200);
    const subsection = await get(catalogue.faqSubsectionPath);
    expect(subsection.text).toContain('<details');
    expect(subsection.text).toContain(decodeHtml(catalogue.faqArticle.title).slice(0, 10));
    for (const path of [
      `/faq/${catalogue.excludedFaqSectionSlug}`,
      `${catalogue.faqArticle.path}/plus-loin`,
      `${catalogue.faqSectionPath}/inconnue`,
      `${catalogue.faqSubsectionPath}/inconnue`,
      '/faq/inconnue',
      '/faq/a/b/c/d/e/f',
      '/faq/%3Cscript%3E',
      `/faq/${'a'.repeat(10 * 1024)}`,
    ])
      expect((await get(path)).status, path.slice(0, 80)).toBe(404);
  });

  it('sets the CMS’s questions in French typography, shown and in the FAQPage (DECISIONS, « Copy »)', async () => {
    // the help centre types « Le bio coûte-t-il plus cher dans la box ? » with a plain space
    const html = (await get('/faq/qualite-et-engagements/le-bio/prix-du-bio').expect(200)).text;
    const question = 'Le bio coûte-t-il plus cher dans la box\u00a0?';
    expect(mainText(html)).toContain(question);
    const faqPage = jsonLdOf(headOf(html)).find((block) => block['@type'] === 'FAQPage');
    expect(JSON.stringify(faqPage)).toContain(question);
    const list = (await get('/faq/qualite-et-engagements/le-bio').expect(200)).text;
    expect(mainText(list)).toContain(question);
    expect(mainText(list)).not.toMatch(/[^\s\u00a0\u202f] \?/);
  });

  it('searches titles and keywords, accents and case aside, as the server renders it', async () => {
    const response = await get('/faq?recherche=LIVRAISON').expect(200);
    const hits = linksOf(response.text, '/faq/').filter((href) => href.split('/').length === 5);
    expect(hits.length).toBeGreaterThan(1);
    expect(response.text).toMatch(/role="status"[^>]*>\d+ questions trouvées</);
    const plain = await get('/faq?recherche=resilier').expect(200);
    const accents = await get('/faq?recherche=R%C3%A9silier').expect(200);
    const found = (html: string) =>
      linksOf(html, '/faq/').filter((href) => href.split('/').length === 5);
    expect(found(plain.text).length).toBeGreaterThan(0);
    expect(found(accents.text)).toEqual(found(plain.text));
  });

  it('reflects a hostile or huge search escaped, and never fails', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(1)>';
    const response = await get(`/faq?recherche=${encodeURIComponent(hostile)}`).expect(200);
    expect(response.text).not.toContain('<script>alert(1)');
    expect(response.text).not.toContain('<img src=x');
    expect(response.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)');
    const huge = await get(`/faq?recherche=${'livraison '.repeat(1024)}`).expect(200);
    // 100 characters of the 10 KB are read
    expect(huge.text).toContain(`value="${'livraison '.repeat(10)}"`);
    const markup = await get(`/faq?recherche=${encodeURIComponent('<em>zzz</em>')}`).expect(200);
    expect(markup.text).toContain(
      'Aucune question ne correspond à «\u00a0&lt;em&gt;zzz&lt;/em&gt;\u00a0»',
    );
    expect(site.renderErrors).toEqual([]);
  });
});

describe('content pages', () => {
  it('shows every page of the API under its slug, its markdown drawn', async () => {
    for (const slug of catalogue.pageSlugs) {
      const response = await get(`/${slug}`).expect(200);
      expect(bodyOf(response.text), slug).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(bodyOf(response.text), slug).toContain('data-cms-content');
    }
    const terms = await get('/conditions-generales-de-vente').expect(200);
    expect(terms.text).toContain('<h2>Article 1 – Objet et champ d’application</h2>');
    expect(terms.text).toMatch(/<a href="\/livraison"[^>]*>Livraison<\/a>/);
  });

  it('answers 404 with the 404 page for an unknown slug', async () => {
    for (const path of [
      '/page-inconnue',
      '/Conditions-Generales-De-Vente',
      `/${'x'.repeat(200)}`,
    ]) {
      const response = await get(path).expect(404);
      expect(titlesOf(headOf(response.text))).toEqual(['Page introuvable - Potimarron']);
    }
  });

  it('shows the API’s page on organic food at /pour-une-alimentation-bio-saine', async () => {
    const response = await get('/pour-une-alimentation-bio-saine').expect(200);
    expect(response.text).toContain('<h1>Pour une alimentation bio et saine</h1>');
    expect(response.text).toContain('<h3>L’Eurofeuille, obligatoire</h3>');
  });
});

describe('customer reviews', () => {
  it('shows the first 40 five-star reviews under a summary of the whole file', async () => {
    const file = (await (await fetch(`${site.api.url}/reviews-cache/reviews.json`)).json()) as {
      rate: number;
      title: string;
    }[];
    const five = file.filter((review) => review.rate >= 5);
    const response = await get('/avis-clients').expect(200);
    const body = textOf(response.text);
    const list = body.slice(body.indexOf('Les derniers avis cinq étoiles'));
    expect(list.match(/<article/g)).toHaveLength(Math.min(40, five.length));
    expect(list).toContain(five[0]?.title.replace(/'/g, '&#x27;') ?? '');
    const share = `${Math.round((five.length / file.length) * 100)}\u00a0%`;
    expect(body).toContain(`<strong>${share}</strong> des ${file.length}\u00a0avis déposés`);
    expect(body).toContain(`(${five.length} sur ${file.length})`);
    expect(body).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [a-zéû]+ \d{4}<\/time>/);
  });

  it('highlights the first three on / and /nutrition, whose data block carries those alone, a subscriber’s too', async () => {
    const file = (await (await fetch(`${site.api.url}/reviews-cache/reviews.json`)).json()) as {
      id: number;
      rate: number;
    }[];
    const five = file.filter((review) => review.rate >= 5);
    const subscriber = await loginCookie(site, 'abonne@example.fr');
    const visits = [
      ['/', ''],
      ['/nutrition', ''],
      ['/', subscriber],
    ] as const;
    for (const [path, cookie] of visits) {
      const label = cookie ? `${path}, a subscriber` : path;
      const request = get(path);
      const html = (await (cookie ? request.set('Cookie', cookie) : request).expect(200)).text;
      const highlights = bodyOf(html).split('id="reviews-title"')[1] ?? '';
      expect(highlights.match(/<blockquote/g), label).toHaveLength(3);
      const queries = appStateOf(html).queries.queries.filter((q) => q.queryKey[0] === 'reviews');
      // the three shown, not the whole file's 40 and its summary (14 KB more on /)
      expect(
        queries.map((q) => q.queryKey),
        label,
      ).toEqual([['reviews', 'highlights']]);
      const shown = queries[0]?.state.data as { id: number }[];
      expect(
        shown.map((review) => review.id),
        label,
      ).toEqual(five.slice(0, 3).map((review) => review.id));
    }
  });
});

it('rendered every page above without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
