import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/start-test-api.ts';

// spec §5: only live blog articles are shown, and published recipes, categories and pages. The
// API serves nothing else, whatever the caller filters on or populates (publicFilter).

let t: TestApi;
let drafts: { id: number; documentId: string; slug: string }[];
let liveCount: number;
beforeAll(async () => {
  t = await startTestApi();
  drafts = t.api.store.sqlite
    .prepare(
      "SELECT id, document_id AS documentId, slug FROM blog_articles WHERE status <> 'live' ORDER BY id",
    )
    .all() as typeof drafts;
  liveCount = (
    t.api.store.sqlite
      .prepare("SELECT COUNT(*) AS count FROM blog_articles WHERE status = 'live'")
      .get() as { count: number }
  ).count;
  // the seed's 3 drafts and 2 archived articles: every loop below has something to look for
  expect(drafts).toHaveLength(5);
});
afterAll(() => t.stop());

type Article = { id: number; slug: string; status: string };
const articles = async (query: string) => {
  const body = (await t.request.get(`/api/blog-articles?${query}`).expect(200)).body as {
    data: Article[];
    meta: { pagination: { total: number } };
  };
  return { slugs: body.data.map((a) => a.slug), total: body.meta.pagination.total };
};
const draftSlugs = () => drafts.map((d) => d.slug);

describe('blog articles that are not live', () => {
  it.each([
    ['$ne live', 'filters[status][$ne]=live'],
    ['$eq draft', 'filters[status][$eq]=draft'],
    ['$eq archived', 'filters[status][$eq]=archived'],
    ['$in', 'filters[status][$in][0]=draft&filters[status][$in][1]=archived'],
    ['$not', 'filters[$not][status][$eq]=live'],
    ['$null publishedAt', 'filters[publishedAt][$null]=true'],
  ])('are not listed with %s', async (_label, filters) => {
    expect(await articles(filters)).toEqual({ slugs: [], total: 0 });
  });

  it('are not listed through an $or that also matches live articles', async () => {
    const either = await articles(
      'filters[$or][0][status][$eq]=live&filters[$or][1][status][$ne]=live&pagination[pageSize]=100',
    );
    expect(either.total).toBe(liveCount);
    for (const slug of draftSlugs()) expect(either.slugs).not.toContain(slug);
    const all = await articles('pagination[pageSize]=100');
    expect(all.total).toBe(liveCount);
    for (const slug of draftSlugs()) expect(all.slugs).not.toContain(slug);
  });

  it('are not found by their slug in filters', async () => {
    for (const slug of draftSlugs()) {
      expect(await articles(`filters[slug][$eq]=${slug}`)).toEqual({ slugs: [], total: 0 });
    }
  });

  it('answer 404 by documentId, by id and at /blog/article/{slug}', async () => {
    for (const draft of drafts) {
      await t.request.get(`/api/blog-articles/${draft.documentId}`).expect(404);
      await t.request.get(`/api/blog-articles/${draft.id}`).expect(404);
      const response = await t.request.get(`/api/blog/article/${draft.slug}`).expect(404);
      expect(response.body.error).toMatchObject({ status: 404, name: 'NotFoundError' });
    }
  });

  it('are not listed in their category at /blog/articles/{category}', async () => {
    for (const category of ['evenements', 'recettes-de-saison', 'nutrition']) {
      const body = (
        await t.request.get(`/api/blog/articles/${category}?pagination[pageSize]=100`).expect(200)
      ).body as { data: Article[]; meta: { category: { slug: string } } };
      expect(body.meta.category.slug).toBe(category);
      for (const article of body.data) expect(article.status).toBe('live');
    }
    const events = await t.request.get('/api/blog/articles/evenements').expect(200);
    expect(events.body.data).toEqual([]);
  });

  it('are not populated from categories, nor from an article’s categories', async () => {
    const categories = (
      await t.request
        .get('/api/blog-categories?populate=blog_articles&pagination[pageSize]=100')
        .expect(200)
    ).body.data as { slug: string; blog_articles: Article[] }[];
    const populated = categories.flatMap((c) => c.blog_articles);
    expect(populated.length).toBeGreaterThan(0);
    expect(populated.every((a) => a.status === 'live')).toBe(true);
    expect(categories.find((c) => c.slug === 'evenements')?.blog_articles).toEqual([]);

    const nested = (
      await t.request
        .get(
          '/api/blog-articles?pagination[pageSize]=100&populate[blog_categories][populate][blog_articles][fields][0]=slug',
        )
        .expect(200)
    ).body.data as { blog_categories: { blog_articles: { slug: string }[] }[] }[];
    const reached = nested.flatMap((a) => a.blog_categories.flatMap((c) => c.blog_articles));
    expect(reached.length).toBeGreaterThan(0);
    for (const slug of draftSlugs()) expect(reached.map((a) => a.slug)).not.toContain(slug);
  });

  it('do not make a category match a relation filter', async () => {
    const bySlug = await t.request
      .get(`/api/blog-categories?filters[blog_articles][slug][$eq]=${drafts[0]?.slug}`)
      .expect(200);
    expect(bySlug.body.data).toEqual([]);
    const withArticles = await t.request
      .get('/api/blog-categories?filters[blog_articles][$notNull]=true&fields[0]=slug')
      .expect(200);
    const slugs = (withArticles.body.data as { slug: string }[]).map((c) => c.slug);
    expect(slugs).not.toContain('evenements');
    expect(slugs.length).toBeGreaterThan(0);
  });
});

describe('unpublished recipes and pages (published_at null)', () => {
  it('are neither listed, found, populated nor served by the cookbook', async () => {
    const sqlite = t.api.store.sqlite;
    const { id, slug } = sqlite
      .prepare(
        'SELECT r.id, r.slug FROM recipes r JOIN recipes_related_lnk l ON l.related_id = r.id LIMIT 1',
      )
      .get() as { id: number; slug: string };
    const { recipe_id: holder } = sqlite
      .prepare('SELECT recipe_id FROM recipes_related_lnk WHERE related_id = ?')
      .get(id) as { recipe_id: number };
    sqlite.prepare('UPDATE recipes SET published_at = NULL WHERE id = ?').run(id);
    sqlite.prepare('UPDATE pages SET published_at = NULL WHERE slug = ?').run('mentions-legales');

    const listed = await t.request.get(`/api/recipes?filters[slug][$eq]=${slug}`).expect(200);
    expect(listed.body.data).toEqual([]);
    await t.request.get(`/api/recipes/${id}`).expect(404);
    await t.request.get(`/api/recipes/cookbook-recipe/${slug}`).expect(404);
    const related = await t.request
      .get(`/api/recipes/${holder}?populate[related_recipes][fields][0]=slug`)
      .expect(200);
    const relatedSlugs = (related.body.data.related_recipes as { slug: string }[]).map(
      (r) => r.slug,
    );
    expect(relatedSlugs).not.toContain(slug);

    const page = await t.request.get('/api/pages?filters[slug][$eq]=mentions-legales').expect(200);
    expect(page.body.data).toEqual([]);
  });
});
