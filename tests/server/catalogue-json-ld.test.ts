import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookbookListPages } from '../../shared/cookbook-list-pages.ts';
import { cookbookLists } from '../../shared/cookbook-lists.ts';
import { quantitiesTogether } from '../../shared/quantity-spacing.ts';
import { guestChefs } from '../../shared/guest-chefs.ts';
import { isoWeekOf } from '../../shared/menu-week.ts';
import { headOf, jsonLdOf } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// DESIGN §4: Recipe on recipe pages (Google's required and recommended
// properties), ItemList on lists, BreadcrumbList everywhere in the catalogue; parsed from the
// <head> the server sends.

const publicSiteUrl = 'https://www.potimarron.test';

let site: TestSite;

beforeAll(async () => {
  site = await startSite({ PUBLIC_SITE_URL: publicSiteUrl });
});
afterAll(() => site.stop());

type Block = Record<string, unknown>;
interface ListItem {
  '@type': string;
  position: number;
  name?: string;
  url?: string;
  item?: string;
}

async function blocksOf(path: string): Promise<Block[]> {
  const response = await site.request.get(path).expect(200);
  return jsonLdOf(headOf(response.text));
}

function one(blocks: Block[], type: string): Block {
  const found = blocks.filter((block) => ([] as unknown[]).concat(block['@type']).includes(type));
  expect(found, type).toHaveLength(1);
  return found[0] as Block;
}

const none = (blocks: Block[], type: string) =>
  expect(blocks.filter((b) => ([] as unknown[]).concat(b['@type']).includes(type))).toEqual([]);

function expectTrail(blocks: Block[], trail: [string, string][]) {
  const list = one(blocks, 'BreadcrumbList');
  expect(list['@context']).toBe('https://schema.org');
  expect(list.itemListElement).toEqual(
    trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${publicSiteUrl}${path}`,
    })),
  );
}

function expectRecipeList(blocks: Block[], count: number, firstPosition = 1): ListItem[] {
  const list = one(blocks, 'ItemList');
  const items = list.itemListElement as ListItem[];
  expect(items).toHaveLength(count);
  expect(list.numberOfItems).toBe(count);
  items.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(firstPosition + index);
    expect(item.url).toMatch(new RegExp(`^${publicSiteUrl}/recettes/[a-z0-9-]+$`));
    expect(item.name?.length).toBeGreaterThan(3);
  });
  return items;
}

interface ApiDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  furnace_time: number;
  total_time: number;
  cuisine: string;
  calories: number;
  proteins: number;
  salt: number;
  rating_average: number;
  rating_count: number;
  publishedAt: string;
  recipe_categories: { name: string }[];
  recipe_steps: { position: number; title: string; text: string }[];
  recipe_ingredients: {
    name: string;
    recipe_ingredient_quantities: { guests: number; quantity: number; unit: string }[];
  }[];
}

async function recipeWhere(filters: string): Promise<ApiDetail> {
  const list = (await (
    await fetch(
      `${site.api.url}/api/recipes?filters[cover][$notNull]=true${filters}&fields[0]=slug&sort=id&pagination[pageSize]=1`,
    )
  ).json()) as { data: { slug: string }[] };
  const detail = (await (
    await fetch(`${site.api.url}/api/recipes/cookbook-recipe/${list.data[0]?.slug}`)
  ).json()) as { data: ApiDetail };
  return detail.data;
}

describe('Recipe', () => {
  let api: ApiDetail;
  let recipe: Block;
  let blocks: Block[];

  beforeAll(async () => {
    api = await recipeWhere('&filters[rating_count][$gt]=0&filters[total_time][$gt]=30');
    blocks = await blocksOf(`/recettes/${api.slug}`);
    recipe = one(blocks, 'Recipe');
  });

  it('has the required properties: name and images in several sizes, absolute', async () => {
    expect(recipe['@context']).toBe('https://schema.org');
    expect(recipe.name).toBe(api.name);
    const images = recipe.image as string[];
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const url of images) {
      expect(url.startsWith(`${publicSiteUrl}/uploads/`), url).toBe(true);
      const file = await site.request.get(new URL(url).pathname);
      expect(file.status, url).toBe(200);
    }
  });

  it('has the recommended properties the catalogue allows', () => {
    expect(recipe.description).toBe(api.description);
    expect(recipe.author).toEqual(
      expect.objectContaining({ '@type': 'Organization', name: 'Potimarron' }),
    );
    expect(recipe.datePublished).toBe(api.publishedAt);
    expect(recipe.url).toBe(`${publicSiteUrl}/recettes/${api.slug}`);
    // furnace_time is the hands-on time; the rest cooks or rests on its own
    const iso = (minutes: number) =>
      `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`;
    expect(recipe.prepTime).toBe(iso(api.furnace_time));
    expect(recipe.cookTime).toBe(iso(api.total_time - api.furnace_time));
    expect(recipe.totalTime).toBe(iso(api.total_time));
    expect(recipe.recipeYield).toEqual(['4', '4 personnes']);
    expect(recipe.recipeCategory).toBe('Plat principal');
    expect(String(recipe.recipeCuisine).toLowerCase()).toBe(api.cuisine);
    expect(String(recipe.keywords)).toContain(api.cuisine);
    expect(recipe.nutrition).toEqual(
      expect.objectContaining({
        '@type': 'NutritionInformation',
        calories: `${api.calories} kcal`,
        proteinContent: `${api.proteins} g`,
        sodiumContent: `${Math.round((api.salt / 2.5) * 1000)} mg`,
      }),
    );
    expect(recipe.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: api.rating_average,
      ratingCount: api.rating_count,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('lists the ingredients for its yield of 4, and the steps as HowToStep in order', () => {
    const ingredients = recipe.recipeIngredient as string[];
    expect(ingredients).toHaveLength(api.recipe_ingredients.length);
    const first = api.recipe_ingredients[0];
    const four = first?.recipe_ingredient_quantities.find((q) => q.guests === 4);
    expect(ingredients[0]).toContain(first?.name);
    expect(ingredients[0]?.replace(/\s/g, ' ')).toContain(` ${four?.quantity}`);
    const steps = [...api.recipe_steps].sort((a, b) => a.position - b.position);
    expect(recipe.recipeInstructions).toEqual(
      steps.map((step, index) => ({
        '@type': 'HowToStep',
        // each quantity with its unit, as the page shows them (DECISIONS, « Copy »)
        name: quantitiesTogether(step.title),
        text: quantitiesTogether(step.text),
        url: `${publicSiteUrl}/recettes/${api.slug}#etape-${index + 1}`,
      })),
    );
  });

  it('marks a vegetarian recipe suitable for a vegetarian diet', async () => {
    const veggie = await recipeWhere('&filters[recipe_categories][name][$eq]=végé');
    const block = one(await blocksOf(`/recettes/${veggie.slug}`), 'Recipe');
    expect(block.suitableForDiet).toBe('https://schema.org/VegetarianDiet');
    const meat = await recipeWhere('&filters[recipe_categories][name][$eq]=viande');
    expect(one(await blocksOf(`/recettes/${meat.slug}`), 'Recipe').suitableForDiet).toBe(undefined);
  });

  it('has no aggregateRating without ratings, and a cookTime of PT0M without cooking', async () => {
    const unrated = await recipeWhere('&filters[rating_count][$eq]=0');
    expect(one(await blocksOf(`/recettes/${unrated.slug}`), 'Recipe').aggregateRating).toBe(
      undefined,
    );
    const quick = await recipeWhere('&filters[total_time][$lte]=20');
    const block = one(await blocksOf(`/recettes/${quick.slug}`), 'Recipe');
    // Google: prepTime « always in combination with cookTime »
    if (quick.total_time === quick.furnace_time) expect(block.cookTime).toBe('PT0M');
    else expect(block.cookTime).not.toBe('PT0M');
  });

  it('has its breadcrumb trail, and no ItemList', () => {
    expectTrail(blocks, [
      ['Accueil', '/'],
      ['Nos recettes', '/recettes/page/1'],
      [api.name, `/recettes/${api.slug}`],
    ]);
    none(blocks, 'ItemList');
  });

  it('gives the origins page its trail', async () => {
    const week = isoWeekOf(new Date()).week;
    const origins = await blocksOf(`/recettes/${api.slug}/${week}`);
    expectTrail(origins, [
      ['Accueil', '/'],
      ['Nos recettes', '/recettes/page/1'],
      [api.name, `/recettes/${api.slug}`],
      ['L’origine des ingrédients', `/recettes/${api.slug}/${week}`],
    ]);
    none(origins, 'Recipe');
  });
});

describe('ItemList and BreadcrumbList on lists', () => {
  it('the cookbook: 20 recipes a page, positions going on across pages', async () => {
    const first = await blocksOf('/recettes/page/1');
    const items = expectRecipeList(first, 20);
    expectTrail(first, [
      ['Accueil', '/'],
      ['Nos recettes', '/recettes/page/1'],
    ]);
    const second = await blocksOf('/recettes/page/2');
    const next = expectRecipeList(second, 20, 21);
    expect(next.map((i) => i.url)).not.toContain(items[0]?.url);
    expectTrail(second, [
      ['Accueil', '/'],
      ['Nos recettes', '/recettes/page/1'],
      ['Page 2', '/recettes/page/2'],
    ]);
  });

  it.each(cookbookListPages.map((list) => [list.path, list] as const))(
    'the list %s',
    async (_, list) => {
      const blocks = await blocksOf(`/recettes/${list.path}/page/1`);
      const itemList = one(blocks, 'ItemList');
      expect(itemList.name).toBe(list.pageTitle);
      expect((itemList.itemListElement as unknown[]).length).toBeGreaterThan(0);
      expectTrail(blocks, [
        ['Accueil', '/'],
        ['Nos recettes', '/recettes/page/1'],
        [list.pageTitle, `/recettes/${list.path}/page/1`],
      ]);
    },
  );

  it('the weekly menu: its 24 recipes', async () => {
    const blocks = await blocksOf('/menu');
    expectRecipeList(blocks, 24);
    expect(one(blocks, 'ItemList').name).toBe(
      `Les recettes de la semaine ${isoWeekOf(new Date()).week}`,
    );
    expectTrail(blocks, [
      ['Accueil', '/'],
      ['Le menu de la semaine', '/menu'],
    ]);
  });

  it('the menu of another week lists that week’s recipes', async () => {
    const planning = (await (
      await fetch(`${site.api.url}/api/menus/logged-out-planning`)
    ).json()) as { data: { week: number; menu_details: { recipe: { slug: string } }[] }[] };
    const next = planning.data[1];
    const items = expectRecipeList(await blocksOf(`/menu?week=${next?.week}`), 24);
    expect(new Set(items.map((i) => i.url))).toEqual(
      new Set(next?.menu_details.map((d) => `${publicSiteUrl}/recettes/${d.recipe.slug}`)),
    );
  });

  it.each(guestChefs.map((chef) => [chef.slug, chef] as const))(
    'the guest chef %s',
    async (_, chef) => {
      const blocks = await blocksOf(`/${chef.slug}`);
      expect((one(blocks, 'ItemList').itemListElement as unknown[]).length).toBeGreaterThan(0);
      expectTrail(blocks, [
        ['Accueil', '/'],
        [chef.name, `/${chef.slug}`],
      ]);
    },
  );
});

describe('sitemap.xml', () => {
  it('lists every page of the cookbook and of each list, and no page beyond', async () => {
    const xml = (await site.request.get('/sitemap.xml').expect(200)).text;
    const paths = new Set(
      [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
        (m[1] ?? '').slice(publicSiteUrl.length),
      ),
    );
    expect(paths).toContain('/menu');
    for (const list of [undefined, ...cookbookLists]) {
      const base = list ? `/recettes/${list.path}` : '/recettes';
      const response = await site.request.get(`${base}/page/1`).expect(200);
      const pageCount = Math.max(
        1,
        ...[...response.text.matchAll(new RegExp(`href="${base}/page/(\\d+)"`, 'g'))].map((m) =>
          Number(m[1]),
        ),
      );
      for (let page = 1; page <= pageCount; page++) expect(paths).toContain(`${base}/page/${page}`);
      expect(paths).not.toContain(`${base}/page/${pageCount + 1}`);
      await site.request.get(`${base}/page/${pageCount + 1}`).expect(404);
    }
  });
});

it('rendered every page above without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
