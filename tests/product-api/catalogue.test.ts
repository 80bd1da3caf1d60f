import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipesVegetal } from '../../product-api/seed/data/recipes-vegetal.ts';
import { recipesViande } from '../../product-api/seed/data/recipes-viande.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.stop());

const get = async (path: string, status = 200) => (await t.request.get(path).expect(status)).body;

// spec §2: the tags of the ten filtered cookbook lists
const listTags = [
  'végé',
  'nutrition',
  'efficace',
  'gourmand',
  'healthy',
  'créatif',
  'viande',
  'poisson',
  'crevettes',
];

describe('the catalogue', () => {
  // EU regulation 1169/2011, annex II (ADR 062): « Aucun allergène majeur » was said of prawns
  it('declares crustaceans and molluscs wherever an ingredient is one', () => {
    const crustacean = /crevette|gambas|langoustine|homard|crabe|écrevisse|tourteau/i;
    const mollusc =
      /\bmoules?\b|calamar|seiche|saint-jacques|huître|poulpe|encornet|palourde|bulot/i;
    const recipes = [...recipesVegetal, ...recipesViande];
    const having = (pattern: RegExp) =>
      recipes.filter((recipe) => recipe.ingredients.some((item) => pattern.test(item.name)));
    expect(having(crustacean).length).toBeGreaterThan(5);
    for (const recipe of having(crustacean))
      expect(recipe.allergens, recipe.slug).toContain('crustaceans');
    for (const recipe of having(mollusc))
      expect(recipe.allergens, recipe.slug).toContain('molluscs');
  });

  it('has at least 120 recipes with a cover, in every tier', async () => {
    const withCover = await get(
      '/api/recipes?filters[cover][$notNull]=true&pagination[pageSize]=1',
    );
    expect(withCover.meta.pagination.total).toBeGreaterThanOrEqual(120);
    for (const tier of ['classique', 'signature', 'premium', 'premium_plus']) {
      const body = await get(`/api/recipes?filters[tier][$eq]=${tier}&pagination[pageSize]=1`);
      expect(body.meta.pagination.total, tier).toBeGreaterThan(0);
    }
  });

  it.each(listTags)(
    'fills the list tagged %s, with recipes under and over 20 minutes',
    async (tag) => {
      const base = `/api/recipes?filters[recipe_categories][name][$eq]=${encodeURIComponent(tag)}&filters[cover][$notNull]=true`;
      const all = await get(`${base}&pagination[pageSize]=1`);
      expect(all.meta.pagination.total).toBeGreaterThanOrEqual(10);
      const quick = await get(`${base}&filters[furnace_time][$lte]=20&pagination[pageSize]=1`);
      expect(quick.meta.pagination.total).toBeGreaterThan(0);
    },
  );

  it('tags the recipes with pork « porc » (spec §3’s no_pork preference), none of the végé ones', async () => {
    const tagged = (tag: string) =>
      `filters[recipe_categories][name][$eq]=${encodeURIComponent(tag)}&pagination[pageSize]=1`;
    const pork = await get(`/api/recipes?${tagged('porc')}`);
    expect(pork.meta.pagination.total).toBeGreaterThanOrEqual(10);
    const all = await get(
      `/api/recipes?${tagged('porc').replace('pageSize]=1', 'pageSize]=100')}&populate[0]=recipe_categories`,
    );
    expect(all.data).toHaveLength(pork.meta.pagination.total);
    for (const recipe of all.data) {
      const names = recipe.recipe_categories.map((c: { name: string }) => c.name);
      expect(names, recipe.name).toContain('viande');
      expect(names, recipe.name).not.toContain('végé');
    }
  });

  it('has recipes of more than 20 minutes (so the « Rapides » list filters something)', async () => {
    const slow = await get('/api/recipes?filters[furnace_time][$gt]=20&pagination[pageSize]=1');
    expect(slow.meta.pagination.total).toBeGreaterThan(30);
  });
});

describe('GET /recipes/cookbook-recipes', () => {
  it('pages 20 recipes by default with their cover and categories, newest first', async () => {
    const body = await get('/api/recipes/cookbook-recipes?filters[cover][$notNull]=true');
    expect(body.data).toHaveLength(20);
    expect(body.meta.pagination.pageSize).toBe(20);
    for (const recipe of body.data) {
      expect(recipe.cover.formats).toHaveProperty('thumbnail');
      expect(recipe.cover.formats).toHaveProperty('small');
      expect(recipe.cover.formats).toHaveProperty('medium');
      expect(recipe.recipe_categories.length).toBeGreaterThan(0);
    }
    const dates = body.data.map((r: { publishedAt: string }) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('applies the caller’s filters (the « Faciles » list: efficace, 20 minutes at most)', async () => {
    const body = await get(
      '/api/recipes/cookbook-recipes?filters[recipe_categories][name][$eq]=efficace&filters[furnace_time][$lte]=20&pagination[page]=1',
    );
    expect(body.data.length).toBeGreaterThan(0);
    for (const recipe of body.data) {
      expect(recipe.furnace_time).toBeLessThanOrEqual(20);
      expect(recipe.recipe_categories.map((c: { name: string }) => c.name)).toContain('efficace');
    }
  });
});

describe('GET /recipes/cookbook-recipe/{slug}', () => {
  it('answers data and relatedRecipes, with everything a recipe page shows', async () => {
    const [first] = (await get('/api/recipes?filters[cover][$notNull]=true&pagination[pageSize]=1'))
      .data;
    const body = await get(`/api/recipes/cookbook-recipe/${first.slug}`);
    const recipe = body.data;
    expect(recipe.slug).toBe(first.slug);
    expect(recipe.cover.url).toMatch(/^\/uploads\/.+\.webp$/);
    expect(recipe.recipe_steps.length).toBeGreaterThanOrEqual(4);
    const positions = recipe.recipe_steps.map((s: { position: number }) => s.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(recipe.recipe_ingredients.length).toBeGreaterThanOrEqual(6);
    for (const ingredient of recipe.recipe_ingredients) {
      const guests = ingredient.recipe_ingredient_quantities.map(
        (q: { guests: number }) => q.guests,
      );
      expect(guests).toEqual(expect.arrayContaining([2, 4]));
    }
    expect(recipe.recipe_tools[0].tool.name).toEqual(expect.any(String));
    expect(recipe.allergens).toEqual(expect.any(Array));
    expect(recipe.calories).toBeGreaterThan(0);
    const prices = recipe.options_prices as {
      guests: number;
      price: number;
      generic_product: { tier: string | null };
    }[];
    expect(
      prices.filter((p) => p.generic_product.tier === recipe.tier).map((p) => p.guests),
    ).toEqual([2, 4, 6, 8]);
    expect(body.relatedRecipes.length).toBeGreaterThanOrEqual(2);
    expect(body.relatedRecipes[0]).toHaveProperty('cover');
  });

  it('answers 404 for an unknown slug, whatever its characters', async () => {
    await get('/api/recipes/cookbook-recipe/nope', 404);
    await get(
      `/api/recipes/cookbook-recipe/${encodeURIComponent("'; DROP TABLE recipes; --")}`,
      404,
    );
    await get('/api/recipes/cookbook-recipe/%C3%A9t%C3%A9', 404);
  });
});

describe('GET /recipes/{id}', () => {
  it('returns a recipe with the requested fields and its tools', async () => {
    const [first] = (await get('/api/recipes?pagination[pageSize]=1')).data;
    const body = await get(
      `/api/recipes/${first.id}?fields[0]=name&populate[recipe_tools][populate][0]=tool`,
    );
    expect(body.data.name).toBe(first.name);
    expect(body.data).not.toHaveProperty('description');
    expect(body.data.recipe_tools[0]).toMatchObject({
      quantity: expect.any(Number),
      tool: { name: expect.any(String) },
    });
  });
});

describe('POST /recipes/{id}/ingredients', () => {
  async function recipeWithout68() {
    const { data } = await get(
      '/api/recipes?populate[0]=recipe_ingredients.recipe_ingredient_quantities&pagination[pageSize]=100',
    );
    return data.find(
      (recipe: { recipe_ingredients: { recipe_ingredient_quantities: { guests: number }[] }[] }) =>
        recipe.recipe_ingredients.every((i) =>
          i.recipe_ingredient_quantities.every((q) => q.guests <= 4),
        ),
    );
  }

  it('derives 6 guests = 2 + 4 and 8 guests = 2 × 4 when no ingredient has them (spec §5)', async () => {
    const recipe = await recipeWithout68();
    expect(recipe).toBeDefined();
    const quantities = (guests: number) =>
      t.request
        .post(`/api/recipes/${recipe.id}/ingredients`)
        .send({ guests, deleted: true })
        .expect(200);
    const two = (await quantities(2)).body.data;
    const four = (await quantities(4)).body.data;
    const six = (await quantities(6)).body.data;
    const eight = (await quantities(8)).body.data;
    two.forEach((ingredient: { quantity: number; unit: string }, index: number) => {
      const at4 = four[index];
      expect(six[index].quantity).toBeCloseTo(ingredient.quantity + at4.quantity);
      expect(eight[index].quantity).toBeCloseTo(at4.quantity * 2);
      expect(eight[index].unit).toBe(at4.unit);
    });
  });

  it('leaves pantry staples out unless deleted is true', async () => {
    const recipe = await recipeWithout68();
    const box = await t.request
      .post(`/api/recipes/${recipe.id}/ingredients`)
      .send({ guests: 2 })
      .expect(200);
    const all = await t.request
      .post(`/api/recipes/${recipe.id}/ingredients`)
      .send({ guests: 2, deleted: true })
      .expect(200);
    expect(all.body.data.length).toBeGreaterThan(box.body.data.length);
    expect(box.body.data.every((i: { deleted: boolean }) => !i.deleted)).toBe(true);
  });

  it('refuses guests outside 2, 4, 6, 8 and unknown recipes', async () => {
    await t.request.post('/api/recipes/1/ingredients').send({ guests: 5 }).expect(400);
    await t.request.post('/api/recipes/1/ingredients').send({ guests: 'four' }).expect(400);
    await t.request.post('/api/recipes/999999/ingredients').send({ guests: 2 }).expect(404);
  });
});

describe('other catalogue calls', () => {
  it('lists reassurance blocks with their image and scopes', async () => {
    const body = await get('/api/reassurance-blocks/?populate=*');
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data[0].image.url).toMatch(/^\/uploads\/icons\/.+\.svg$/);
    expect(body.data[0].reassurance_block_scopes[0]).toMatchObject({
      group: expect.any(String),
      name: expect.any(String),
    });
    expect(body.data[0].corners).toEqual(expect.any(Array));
  });

  // the site's ADR 049 and 050: a page shows the blocks whose scope names its route
  it('names the pages’ routes in the scopes of the group « page »', async () => {
    const body = await get(
      '/api/reassurance-blocks?filters[reassurance_block_scopes][group][$eq]=page&filters[reassurance_block_scopes][name][$eq]=rutabago_livraison_dijon&populate[0]=reassurance_block_scopes',
    );
    const titles = body.data.map((block: { title: string }) => block.title);
    expect(titles).toContain('Un transporteur spécialiste du frais');
    expect(titles).not.toContain('Livrée à vélo cargo');
    const all = await get('/api/reassurance-blocks?populate=*&pagination[pageSize]=100');
    const pages = new Set(
      all.data.flatMap((block: { reassurance_block_scopes: { group: string; name: string }[] }) =>
        block.reassurance_block_scopes.filter((s) => s.group === 'page').map((s) => s.name),
      ),
    );
    for (const route of ['box_abonnement', 'lp_healthy_recipes', 'rutabago_livraison_bio_paris'])
      expect(pages, route).toContain(route);
  });

  it('lists recipe sections with their categories', async () => {
    const body = await get('/api/recipe-sections?populate=*');
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data.some((s: { active: boolean }) => !s.active)).toBe(true);
    expect(
      body.data.some(
        (s: { included_recipe_categories: unknown[] }) => s.included_recipe_categories.length > 0,
      ),
    ).toBe(true);
  });

  it('prices every tier and extra for 2, 4, 6 and 8 guests', async () => {
    const body = await get('/api/options-prices?populate=generic_product&pagination[pageSize]=100');
    expect(body.data.length).toBe(7 * 4);
    for (const price of body.data) expect(price.price).toBeGreaterThan(0);
  });
});
