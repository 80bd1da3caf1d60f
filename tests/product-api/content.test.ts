import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/start-test-api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.stop());

const get = async (path: string, status = 200) => (await t.request.get(path).expect(status)).body;

describe('blog', () => {
  it('has at least 24 live articles in at least 5 categories, and serves no other (spec §5)', async () => {
    const all = await get('/api/blog-articles?pagination[pageSize]=1');
    const live = await get('/api/blog-articles?filters[status][$eq]=live&pagination[pageSize]=1');
    // the seed's drafts stay private: drafts.test.ts
    expect(all.meta.pagination.total).toBe(live.meta.pagination.total);
    expect(live.meta.pagination.total).toBeGreaterThanOrEqual(24);
    const categories = await get('/api/blog-categories');
    expect(categories.data.length).toBeGreaterThanOrEqual(5);
  });

  it('lists live articles 12 a page, newest first, with cover and categories (spec §9)', async () => {
    const body = await get(
      '/api/blog-articles?filters[status][$eq]=live&sort=createdAt:desc&pagination[page]=1&pagination[pageSize]=12&populate[0]=cover&populate[1]=blog_categories',
    );
    expect(body.data).toHaveLength(12);
    const dates = body.data.map((a: { createdAt: string }) => a.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data[0].cover.formats.small.url).toMatch(/^\/uploads\/small_.+\.webp$/);
    expect(body.data[0].blog_categories[0]).toMatchObject({
      name: expect.any(String),
      slug: expect.any(String),
    });
  });

  it('GET /blog/article/{slug} returns the article with its SEO fields', async () => {
    const [first] = (
      await get('/api/blog-articles?filters[status][$eq]=live&pagination[pageSize]=1')
    ).data;
    const body = await get(`/api/blog/article/${first.slug}`);
    expect(body.data).toMatchObject({
      slug: first.slug,
      status: 'live',
      seo_title: expect.any(String),
      seo_description: expect.any(String),
    });
    expect(body.data.text.length).toBeGreaterThan(500);
    await get('/api/blog/article/does-not-exist', 404);
  });

  it('GET /blog/articles/{category} lists the category’s articles, and a category may have no live one', async () => {
    const categories = (await get('/api/blog-categories')).data as { slug: string }[];
    const counts = await Promise.all(
      categories.map(async (c) => {
        const body = await get(`/api/blog/articles/${c.slug}?filters[status][$eq]=live`);
        expect(body.meta.category.slug).toBe(c.slug);
        return body.meta.pagination.total as number;
      }),
    );
    expect(counts.filter((n) => n >= 4).length).toBeGreaterThanOrEqual(5);
    expect(counts).toContain(0);
    await get('/api/blog/articles/unknown-category', 404);
  });
});

describe('help centre', () => {
  it('has at least 6 sections, one with id 10, and 60 articles with keywords', async () => {
    const sections = await get(
      '/api/faq-sections?sort=position&pagination[pageSize]=99&populate[faq_subsections][populate][0]=faq_articles',
    );
    expect(sections.data.length).toBeGreaterThanOrEqual(7);
    expect(sections.data.map((s: { id: number }) => s.id)).toContain(10);
    const articles = await get(
      '/api/faq-articles?filters[faq_subsection][faq_section][id][$ne]=10&populate=faq_keywords&pagination[pageSize]=100',
    );
    expect(articles.meta.pagination.total).toBeGreaterThanOrEqual(60);
    expect(articles.data.every((a: { faq_keywords: unknown[] }) => a.faq_keywords.length > 0)).toBe(
      true,
    );
  });

  it('excludes section 10 with a filter, as the site does (spec §9)', async () => {
    const body = await get('/api/faq-sections?filters[id][$ne]=10&pagination[pageSize]=99');
    expect(body.data.map((s: { id: number }) => s.id)).not.toContain(10);
  });

  it('finds articles by title or keyword, ignoring case and accents', async () => {
    const body = await get(
      '/api/faq-articles?filters[$or][0][title][$containsi]=LIVRAISON&filters[$or][1][faq_keywords][title][$containsi]=livraison&pagination[pageSize]=999',
    );
    expect(body.data.length).toBeGreaterThan(3);
    expect(body.meta.pagination.pageSize).toBe(100);
  });

  it('resolves an article from its section, subsection and slug', async () => {
    const [article] = (
      await get(
        '/api/faq-articles?populate[faq_subsection][populate][0]=faq_section&pagination[pageSize]=1',
      )
    ).data;
    const body = await get(
      `/api/faq-articles?filters[slug][$eq]=${article.slug}&filters[faq_subsection][slug][$eq]=${article.faq_subsection.slug}` +
        `&filters[faq_subsection][faq_section][slug][$eq]=${article.faq_subsection.faq_section.slug}`,
    );
    expect(body.data).toHaveLength(1);
  });
});

describe('pages and static contents', () => {
  it('serves the generic pages by slug', async () => {
    for (const slug of [
      'conditions-generales-de-vente',
      'mentions-legales',
      'politique-de-confidentialite',
      'cookies',
    ]) {
      const body = await get(`/api/pages/?filters[slug][$eq]=${slug}`);
      expect(body.data, slug).toHaveLength(1);
      expect(body.data[0].content.length).toBeGreaterThan(300);
    }
  });

  it.each(['famille', 'moins20min', 'thermomix', 'bio', 'generique'])(
    'serves the landing content of %s with its fields at the top level',
    async (key) => {
      const body = await get(`/api/static-contents?filters[slug][$eq]=landing-${key}`);
      const [content] = body.data;
      expect(content.slug).toBe(`landing-${key}`);
      for (const field of [
        'title',
        'pageTitle',
        'preference',
        'faq',
        'testimonials',
        'firstSlidesLRS',
        'whySimplifiedSection',
        'products',
      ]) {
        expect(content, field).toHaveProperty(field);
      }
      // the site adds the brand itself (spec §1: « {title} - {brand} »)
      expect(content.pageTitle).not.toMatch(/Potimarron/);
    },
  );
});

describe('reviews', () => {
  it('serves the reviews cache file: at least 80 reviews, rates 1 to 5, SQL dates', async () => {
    const response = await t.request
      .get('/reviews-cache/reviews.json')
      .expect(200)
      .expect('content-type', /json/);
    const reviews = response.body as { rate: number; publish_date: string }[];
    expect(reviews.length).toBeGreaterThanOrEqual(80);
    expect(new Set(reviews.map((r) => r.rate))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.publish_date))).toBe(true);
    expect(reviews.filter((r) => r.rate >= 5).length).toBeGreaterThan(40);
  });

  it('serves reviews as a collection too', async () => {
    const body = await get('/api/reviews?filters[rate][$gte]=5&pagination[pageSize]=40');
    expect(body.data).toHaveLength(40);
  });
});

describe('newsletter', () => {
  it('subscribes an address once', async () => {
    const created = await t.request
      .post('/api/newsletter-subscriptions')
      .send({ data: { email: 'lea@example.fr', source: 'footer' } })
      .expect(201);
    expect(created.body.data).toMatchObject({ email: 'lea@example.fr', source: 'footer' });
    const again = await t.request
      .post('/api/newsletter-subscriptions')
      .send({ data: { email: 'LEA@example.fr' } })
      .expect(400);
    expect(again.body.error.message).toBe('This attribute must be unique');
  });

  it('refuses an invalid address', async () => {
    await t.request
      .post('/api/newsletter-subscriptions')
      .send({ data: { email: 'pas-une-adresse' } })
      .expect(400);
    await t.request
      .post('/api/newsletter-subscriptions')
      .send({ email: 'lea@example.fr' })
      .expect(400);
  });
});
