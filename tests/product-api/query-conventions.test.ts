import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/start-test-api.ts';

// DESIGN §8: Strapi v5 conventions — flat entries, filters, populate, fields, pagination, sort.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.stop());

interface ListBody {
  data: Record<string, unknown>[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}
const list = async (path: string, status = 200) =>
  (await t.request.get(path).expect(status)).body as ListBody;

describe('entries', () => {
  it('are flat, with id and documentId', async () => {
    const { data } = await list('/api/recipes?pagination[pageSize]=1');
    const [recipe] = data;
    expect(recipe).toMatchObject({
      id: expect.any(Number),
      documentId: expect.stringMatching(/^[a-z0-9]{24}$/),
    });
    expect(recipe).toHaveProperty('name');
    expect(recipe).not.toHaveProperty('attributes');
    expect(recipe).not.toHaveProperty('cover');
  });

  it('are found by documentId and by id', async () => {
    const { data } = await list('/api/pages?pagination[pageSize]=1');
    const page = data[0] as { id: number; documentId: string; slug: string };
    const byDocument = await t.request.get(`/api/pages/${page.documentId}`).expect(200);
    expect(byDocument.body.data.slug).toBe(page.slug);
    const byId = await t.request.get(`/api/pages/${page.id}`).expect(200);
    expect(byId.body.data.documentId).toBe(page.documentId);
  });

  it('answers 404 in the error format for an unknown document', async () => {
    const response = await t.request.get('/api/pages/nothing-here').expect(404);
    expect(response.body).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
    });
  });
});

describe('pagination', () => {
  it('reports page, pageSize, pageCount and total', async () => {
    const { data, meta } = await list('/api/recipes?pagination[page]=2&pagination[pageSize]=10');
    expect(data).toHaveLength(10);
    expect(meta.pagination.page).toBe(2);
    expect(meta.pagination.pageSize).toBe(10);
    expect(meta.pagination.pageCount).toBe(Math.ceil(meta.pagination.total / 10));
  });

  it('defaults to 25 per page and caps page sizes at 100', async () => {
    expect((await list('/api/recipes')).meta.pagination.pageSize).toBe(25);
    const capped = await list('/api/recipes?pagination[pageSize]=999');
    expect(capped.meta.pagination.pageSize).toBe(100);
    expect(capped.data).toHaveLength(100);
  });

  it('accepts start and limit', async () => {
    const byStart = await list('/api/recipes?pagination[start]=10&pagination[limit]=5&sort=id');
    const byPage = await list('/api/recipes?pagination[page]=3&pagination[pageSize]=5&sort=id');
    expect(byStart.data.map((r) => r.id)).toEqual(byPage.data.map((r) => r.id));
  });

  it('returns an empty page past the last one', async () => {
    const { data, meta } = await list('/api/pages?pagination[page]=500');
    expect(data).toEqual([]);
    expect(meta.pagination.total).toBeGreaterThan(0);
  });

  it.each([
    ['a page size of a million', 'pagination[pageSize]=1000000'],
    ['a negative page', 'pagination[page]=-1'],
    ['page zero', 'pagination[page]=0'],
    ['a text page', 'pagination[page]=abc'],
    ['an unknown key', 'pagination[offset]=3'],
  ])('refuses %s with a 400', async (_label, query) => {
    const response = await t.request.get(`/api/recipes?${query}`).expect(400);
    expect(response.body.data).toBeNull();
    expect(response.body.error).toMatchObject({ status: 400, name: 'ValidationError' });
  });
});

describe('sort and fields', () => {
  it('sorts by one or several attributes', async () => {
    const { data } = await list(
      '/api/recipes?sort[0]=furnace_time:desc&sort[1]=name:asc&pagination[pageSize]=100',
    );
    const times = data.map((r) => r.furnace_time as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byName = await list('/api/pages?sort=slug:asc');
    const slugs = byName.data.map((p) => p.slug as string);
    expect(slugs).toEqual([...slugs].sort());
  });

  it('keeps a key sorted twice at its first direction, however often it is repeated', async () => {
    const names = async (sort: string) =>
      (await list(`/api/recipes?sort=${sort}&pagination[pageSize]=100`)).data.map(
        (r) => r.name as string,
      );
    const descending = await names('name:desc');
    expect(descending).not.toEqual(await names('name'));
    expect(await names('name:desc,name:asc')).toEqual(descending);
    // SQLite orders by 2,000 terms at most: 2,001 of the same key is one
    expect(await names(Array(2_001).fill('name').join(','))).toEqual(await names('name'));
  });

  it('returns only the requested fields, plus id and documentId', async () => {
    const { data } = await list(
      '/api/recipes?fields[0]=name&fields[1]=slug&pagination[pageSize]=1',
    );
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['documentId', 'id', 'name', 'slug']);
  });

  it('refuses unknown sort and field keys', async () => {
    await t.request.get('/api/recipes?sort=password:asc').expect(400);
    await t.request.get('/api/recipes?sort=name:sideways').expect(400);
    const response = await t.request.get('/api/recipes?fields[0]=secret').expect(400);
    expect(response.body.error.message).toBe('Invalid key secret');
  });
});

describe('filters', () => {
  it('supports $eq, $ne, $in, $lte, $gte', async () => {
    const quick = await list(
      '/api/recipes?filters[furnace_time][$lte]=20&pagination[pageSize]=100',
    );
    expect(quick.data.length).toBeGreaterThan(0);
    expect(quick.data.every((r) => (r.furnace_time as number) <= 20)).toBe(true);
    const slow = await list('/api/recipes?filters[furnace_time][$gte]=21&pagination[pageSize]=100');
    expect(quick.meta.pagination.total + slow.meta.pagination.total).toBe(
      (await list('/api/recipes')).meta.pagination.total,
    );
    const premium = await list(
      '/api/recipes?filters[tier][$in][0]=premium&filters[tier][$in][1]=premium_plus&pagination[pageSize]=100',
    );
    expect(new Set(premium.data.map((r) => r.tier))).toEqual(new Set(['premium', 'premium_plus']));
    const notClassic = await list(
      '/api/recipes?filters[tier][$ne]=classique&pagination[pageSize]=100',
    );
    expect(notClassic.data.some((r) => r.tier === 'classique')).toBe(false);
    const exact = await list('/api/pages?filters[slug][$eq]=conditions-generales-de-vente');
    expect(exact.data).toHaveLength(1);
  });

  it('matches $contains exactly and $containsi without case or accents', async () => {
    const sensitive = await list('/api/faq-articles?filters[title][$contains]=COMMENT');
    expect(sensitive.data).toHaveLength(0);
    const insensitive = await list(
      '/api/faq-articles?filters[title][$containsi]=COMMENT&pagination[pageSize]=100',
    );
    expect(insensitive.data.length).toBeGreaterThan(0);
    const withAccent = await list(
      '/api/recipes?filters[name][$containsi]=legumes&pagination[pageSize]=100',
    );
    const withoutFolding = await list(
      '/api/recipes?filters[name][$contains]=légumes&pagination[pageSize]=100',
    );
    expect(withAccent.meta.pagination.total).toBeGreaterThanOrEqual(
      withoutFolding.meta.pagination.total,
    );
  });

  it('filters on relations, nested and with $null / $notNull', async () => {
    const veggie = await list(
      '/api/recipes?filters[recipe_categories][name][$eq]=végé&populate=recipe_categories&pagination[pageSize]=100',
    );
    expect(veggie.data.length).toBeGreaterThan(20);
    for (const recipe of veggie.data) {
      expect((recipe.recipe_categories as { name: string }[]).map((c) => c.name)).toContain('végé');
    }
    const withCover = await list('/api/recipes?filters[cover][$notNull]=true');
    const withoutCover = await list('/api/recipes?filters[cover][$null]=true');
    expect(withoutCover.meta.pagination.total).toBeGreaterThan(0);
    expect(withCover.meta.pagination.total + withoutCover.meta.pagination.total).toBe(
      (await list('/api/recipes')).meta.pagination.total,
    );
  });

  it('combines conditions with $or and $not', async () => {
    const either = await list(
      '/api/recipes?filters[$or][0][tier][$eq]=premium&filters[$or][1][tier][$eq]=premium_plus&pagination[pageSize]=100',
    );
    expect(either.data.every((r) => r.tier === 'premium' || r.tier === 'premium_plus')).toBe(true);
    const neither = await list(
      '/api/recipes?filters[$not][tier][$eq]=classique&pagination[pageSize]=100',
    );
    expect(neither.data.every((r) => r.tier !== 'classique')).toBe(true);
  });

  it.each([
    ['an unknown field', 'filters[password][$eq]=x', 'Invalid key password'],
    ['an unknown operator', 'filters[name][$regex]=x', 'Invalid operator $regex'],
    [
      'a text where an integer is expected',
      'filters[furnace_time][$lte]=vingt',
      'Invalid value for furnace_time: expected an integer',
    ],
    [
      'a JSON attribute',
      'filters[allergens][$eq]=milk',
      'Invalid key allergens: cannot filter on it',
    ],
  ])('refuses %s with a 400', async (_label, query, message) => {
    const response = await t.request.get(`/api/recipes?${query}`).expect(400);
    expect(response.body.error.message).toBe(message);
  });

  it('treats SQL metacharacters as plain values', async () => {
    const injected = encodeURIComponent(`x' OR 1=1; DROP TABLE recipes; --`);
    const { data } = await list(`/api/recipes?filters[slug][$eq]=${injected}`);
    expect(data).toEqual([]);
    const quoted = await list(
      `/api/recipes?filters[name][$containsi]=${encodeURIComponent('%_"\\')}`,
    );
    expect(quoted.data).toEqual([]);
    expect((await list('/api/recipes')).meta.pagination.total).toBeGreaterThan(120);
  });
});

describe('populate', () => {
  it('populates every first-level relation with *', async () => {
    const { data } = await list(
      '/api/recipes?populate=*&filters[cover][$notNull]=true&pagination[pageSize]=1',
    );
    const recipe = data[0] ?? {};
    for (const key of [
      'cover',
      'recipe_categories',
      'recipe_steps',
      'recipe_ingredients',
      'recipe_tools',
      'related_recipes',
    ]) {
      expect(recipe).toHaveProperty(key);
    }
    expect(recipe.cover).toMatchObject({
      url: expect.stringMatching(/^\/uploads\//),
      width: 1200,
      height: 800,
    });
  });

  it('populates nested relations with dotted paths and with objects', async () => {
    const dotted = await list(
      '/api/recipes?populate[0]=recipe_ingredients.recipe_ingredient_quantities&pagination[pageSize]=1',
    );
    const ingredients = dotted.data[0]?.recipe_ingredients as {
      recipe_ingredient_quantities: unknown[];
    }[];
    expect(ingredients.length).toBeGreaterThan(0);
    expect(ingredients[0]?.recipe_ingredient_quantities.length).toBeGreaterThanOrEqual(2);

    const nested = await list(
      '/api/faq-sections?populate[faq_subsections][fields][0]=title&populate[faq_subsections][populate][faq_articles][fields][0]=slug',
    );
    const subsection = (nested.data[0]?.faq_subsections as Record<string, unknown>[])[0] ?? {};
    expect(Object.keys(subsection).sort()).toEqual(['documentId', 'faq_articles', 'id', 'title']);
  });

  it('filters and sorts populated lists', async () => {
    const { data } = await list(
      '/api/recipes?populate[recipe_steps][sort]=position:desc&populate[recipe_steps][filters][position][$lte]=2&pagination[pageSize]=1',
    );
    const positions = (data[0]?.recipe_steps as { position: number }[]).map((s) => s.position);
    expect(positions).toEqual([2, 1]);
  });

  it('refuses an unknown relation', async () => {
    const response = await t.request.get('/api/recipes?populate=owner').expect(400);
    expect(response.body.error.message).toBe('Invalid key owner');
  });
});
