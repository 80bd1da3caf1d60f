import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue, type Catalogue } from './support/catalogue.ts';
import { deepValues, headOf, jsonLdOf, metaContent, titlesOf } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// DESIGN §4 and §12: the metadata and structured data of the content pages, in the
// <head> the server sends.

const publicSiteUrl = 'https://www.potimarron.test';
let site: TestSite;
let catalogue: Catalogue;

beforeAll(async () => {
  site = await startSite({ PUBLIC_SITE_URL: publicSiteUrl });
  catalogue = await readCatalogue(site.api.url);
});
afterAll(() => site.stop());

async function headAt(path: string) {
  const response = await site.request.get(path).expect(200);
  return headOf(response.text);
}

const typeOf = (type: string) => (block: Record<string, unknown>) =>
  ([] as unknown[]).concat(block['@type']).includes(type);

interface ArticleEntry {
  title: string;
  seo_title: string | null;
  seo_description: string | null;
  excerpt: string;
  author: string;
  createdAt: string;
  updatedAt: string;
  blog_categories: { name: string; slug: string }[];
}

describe('a blog article', () => {
  let head: string;
  let article: ArticleEntry;

  beforeAll(async () => {
    const slug = catalogue.liveArticle.slug;
    head = await headAt(`/blog/${slug}`);
    article = (
      (await (await fetch(`${site.api.url}/api/blog/article/${slug}`)).json()) as {
        data: ArticleEntry;
      }
    ).data;
  });

  it('takes its title and description from the SEO fields', () => {
    expect(titlesOf(head)).toEqual([`${article.seo_title ?? article.title} - Potimarron`]);
    expect(metaContent(head, 'description')).toBe(article.seo_description ?? article.excerpt);
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'og:image')).toMatch(
      new RegExp(`^${publicSiteUrl}/uploads/.+\\.png$`),
    );
  });

  it('has BlogPosting structured data', () => {
    const posting = jsonLdOf(head).find(typeOf('BlogPosting'));
    const url = `${publicSiteUrl}/blog/${catalogue.liveArticle.slug}`;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: article.title,
      description: article.seo_description ?? article.excerpt,
      mainEntityOfPage: url,
      datePublished: article.createdAt,
      dateModified: article.updatedAt,
      author: { '@type': 'Person', name: article.author.split(',')[0] },
      publisher: { '@id': `${publicSiteUrl}/#organization` },
      articleSection: article.blog_categories[0]?.name,
      inLanguage: 'fr-FR',
    });
    expect(String(posting?.image)).toMatch(new RegExp(`^${publicSiteUrl}/uploads/.+\\.png$`));
  });

  it('has a BreadcrumbList: home, blog, category, article', () => {
    const crumbs = jsonLdOf(head).find(typeOf('BreadcrumbList'));
    const category = article.blog_categories[0];
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${publicSiteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${publicSiteUrl}/blog/page/1` },
      {
        '@type': 'ListItem',
        position: 3,
        name: category?.name,
        item: `${publicSiteUrl}/blog/categorie/${category?.slug}/page/1`,
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: article.title,
        item: `${publicSiteUrl}/blog/${catalogue.liveArticle.slug}`,
      },
    ]);
  });
});

describe('the blog’s lists', () => {
  it('describe their articles as an ItemList, numbered across pages', async () => {
    const first = jsonLdOf(await headAt('/blog/page/1')).find(typeOf('ItemList'));
    const second = jsonLdOf(await headAt('/blog/page/2')).find(typeOf('ItemList'));
    const positions = (list: Record<string, unknown> | undefined) =>
      deepValues(list?.itemListElement, 'position');
    expect(positions(first)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(positions(second)[0]).toBe(13);
    expect(String(deepValues(first?.itemListElement, 'url')[0])).toMatch(
      new RegExp(`^${publicSiteUrl}/blog/[a-z0-9-]+$`),
    );
  });

  it('give a category its name, description and breadcrumbs', async () => {
    const { slug, name, description } = catalogue.liveCategory;
    const head = await headAt(`/blog/categorie/${slug}/page/1`);
    expect(titlesOf(head)).toEqual([`${name} – le blog - Potimarron`]);
    expect(metaContent(head, 'description')).toBe(description);
    const crumbs = jsonLdOf(head).find(typeOf('BreadcrumbList'));
    expect(deepValues(crumbs, 'name')).toEqual(['Accueil', 'Blog', name]);
  });
});

describe('the help centre', () => {
  it('marks an answer as FAQPage, in plain text, with its breadcrumbs', async () => {
    const head = await headAt(catalogue.faqArticle.path);
    const faq = jsonLdOf(head).find(typeOf('FAQPage'));
    const question = (faq?.mainEntity as Record<string, unknown>[] | undefined)?.[0];
    expect(question).toMatchObject({ '@type': 'Question', name: catalogue.faqArticle.title });
    const answer = String(deepValues(question, 'text')[0]);
    expect(answer.length).toBeGreaterThan(40);
    expect(answer).not.toMatch(/\*\*|\]\(|^#|<[a-z]/);
    const crumbs = jsonLdOf(head).find(typeOf('BreadcrumbList'));
    expect(deepValues(crumbs, 'name').slice(0, 2)).toEqual(['Accueil', 'Aide']);
    expect(deepValues(crumbs, 'position')).toEqual([1, 2, 3, 4, 5]);
    expect(deepValues(crumbs, 'item').at(-1)).toBe(`${publicSiteUrl}${catalogue.faqArticle.path}`);
  });

  it('gives sections and subsections breadcrumbs, and no FAQPage', async () => {
    for (const [path, depth] of [
      [catalogue.faqSectionPath, 3],
      [catalogue.faqSubsectionPath, 4],
    ] as const) {
      const blocks = jsonLdOf(await headAt(path));
      expect(blocks.some(typeOf('FAQPage')), path).toBe(false);
      expect(deepValues(blocks.find(typeOf('BreadcrumbList')), 'position'), path).toHaveLength(
        depth,
      );
    }
  });

  it('canonicalises a search to /faq', async () => {
    const head = await headAt('/faq?recherche=livraison');
    expect(head).toContain(`<link rel="canonical" href="${publicSiteUrl}/faq"/>`);
  });
});

describe('content pages', () => {
  it('take their title and description from the API', async () => {
    const { slug, title, description } = catalogue.page;
    const head = await headAt(`/${slug}`);
    expect(titlesOf(head)).toEqual([`${title} - Potimarron`]);
    expect(metaContent(head, 'description')).toBe(description);
  });

  it('give the organic food page its API page’s title and description', async () => {
    const { data } = (await (
      await fetch(`${site.api.url}/api/pages?filters[slug][$eq]=pour-une-alimentation-bio-saine`)
    ).json()) as { data: { title: string; seo_description: string }[] };
    const head = await headAt('/pour-une-alimentation-bio-saine');
    expect(titlesOf(head)).toEqual([`${data[0]?.title} - Potimarron`]);
    expect(metaContent(head, 'description')).toBe(data[0]?.seo_description);
  });
});

describe('customer reviews', () => {
  it('mark up no rating about ourselves (Google’s self-serving review rule)', async () => {
    const blocks = jsonLdOf(await headAt('/avis-clients'));
    expect(deepValues(blocks, 'aggregateRating')).toEqual([]);
    expect(deepValues(blocks, 'review')).toEqual([]);
    expect(blocks.some(typeOf('Review')) || blocks.some(typeOf('AggregateRating'))).toBe(false);
  });
});

it('rendered every page above without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
