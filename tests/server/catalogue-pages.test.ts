import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookbookListPages } from '../../shared/cookbook-list-pages.ts';
import { cookbookLists } from '../../shared/cookbook-lists.ts';
import { isoWeekOf } from '../../shared/menu-week.ts';
import {
  appStateOf,
  appStateText,
  bodyOf,
  decodeHtml,
  headOf,
  jsonLdOf,
  linkHref,
  metaContent,
  titlesOf,
} from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// Over HTTP (spec §2): the cookbook, its ten lists, recipe pages, their origins and the weekly
// menu; their statuses, canonical URLs and what they show, server-rendered.

const publicSiteUrl = 'https://www.potimarron.test';
const brand = 'Potimarron';

let site: TestSite;

beforeAll(async () => {
  site = await startSite({ PUBLIC_SITE_URL: publicSiteUrl });
});
afterAll(() => site.stop());

interface ApiRecipe {
  id: number;
  slug: string;
  name: string;
  tier: string;
  furnace_time: number;
  rating_count: number;
  cover: unknown;
  recipe_categories: { name: string }[];
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${site.api.url}/api${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The cookbook's total for a list's filters, as the API counts it. */
async function total(filters = ''): Promise<number> {
  const answer = await api<{ meta: { pagination: { total: number } } }>(
    `/recipes?filters[cover][$notNull]=true${filters}&pagination[pageSize]=1`,
  );
  return answer.meta.pagination.total;
}

/** The query results dehydrated into a page, by the first element of their key. */
function queriesOf(html: string) {
  return appStateOf(html).queries.queries;
}

/** The body's text as a reader gets it (React's `<!-- -->` between text parts left out). */
const textOf = (html: string) => decodeHtml(bodyOf(html).replace(/<[^>]+>/g, ''));

const recipeLinks = (html: string) =>
  [...bodyOf(html).matchAll(/href="\/recettes\/([a-z0-9-]+)"/g)].map((m) => m[1] ?? '');

async function page(path: string, status = 200) {
  const response = await site.request.get(path);
  expect(response.status, path).toBe(status);
  return response.text;
}

describe('cookbook_index /recettes/page/{page}', () => {
  it('shows « Nos recettes », « Nos dernières recettes » and 20 recipes with a cover', async () => {
    const html = await page('/recettes/page/1');
    expect(titlesOf(headOf(html))).toEqual([`Nos recettes - ${brand}`]);
    expect(linkHref(headOf(html), 'canonical')).toBe(`${publicSiteUrl}/recettes/page/1`);
    expect(html).toMatch(/<h1[^>]*>Nos recettes<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Nos dernières recettes<\/h2>/);
    const cookbook = queriesOf(html).find((q) => q.queryKey[0] === 'cookbook');
    const { recipes } = cookbook?.state.data as { recipes: { slug: string; cover: unknown }[] };
    expect(recipes).toHaveLength(20);
    for (const recipe of recipes) {
      expect(recipe.cover, recipe.slug).not.toBeNull();
      expect(recipeLinks(html)).toContain(recipe.slug);
    }
    const withoutCover = await api<{ data: { slug: string }[] }>(
      '/recipes?filters[cover][$null]=true&fields[0]=slug',
    );
    for (const { slug } of withoutCover.data) expect(recipeLinks(html)).not.toContain(slug);
  });

  it('paginates 20 a page up to the last page; beyond it is a 404', async () => {
    const last = Math.ceil((await total()) / 20);
    const html = await page('/recettes/page/2');
    expect(linkHref(headOf(html), 'canonical')).toBe(`${publicSiteUrl}/recettes/page/2`);
    expect(html).toContain('href="/recettes/page/1"');
    expect(html).toContain('href="/recettes/page/3"');
    expect(await page(`/recettes/page/${last}`)).toContain('rel="prev"');
    await page(`/recettes/page/${last + 1}`, 404);
  });

  it.each(['0', '00', 'abc', '99999', '-1', '1.5', '1e2', '%20'])(
    '/recettes/page/%s is a 404 page',
    async (value) => {
      const html = await page(`/recettes/page/${value}`, 404);
      expect(titlesOf(headOf(html))).toEqual([`Page introuvable - ${brand}`]);
    },
  );

  it('links to the ten lists', async () => {
    const html = await page('/recettes/page/1');
    for (const list of cookbookLists)
      expect(html).toContain(`href="/recettes/${list.path}/page/1"`);
  });
});

describe.each(cookbookListPages.map((list) => [list.path, list] as const))(
  'the list /recettes/%s/page/{page}',
  (_, list) => {
    const filters = [
      list.tag ? `&filters[recipe_categories][name][$eq]=${encodeURIComponent(list.tag)}` : '',
      list.maxTime ? `&filters[furnace_time][$lte]=${list.maxTime}` : '',
    ].join('');

    it('has its title, description, intro, block title and its recipes only', async () => {
      const html = await page(`/recettes/${list.path}/page/1`);
      const head = headOf(html);
      expect(titlesOf(head)).toEqual([`${list.pageTitle} - ${brand}`]);
      expect(linkHref(head, 'canonical')).toBe(`${publicSiteUrl}/recettes/${list.path}/page/1`);
      const text = textOf(html);
      for (const copy of [list.pageTitle, list.pageDesc, list.hookText, list.label])
        expect(text).toContain(copy);
      expect(text).toContain(
        `${list.paginatedBlockTitle.main} ${list.paginatedBlockTitle.secondary}`,
      );
      // the current list is marked in the links between the lists
      const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((m) => m[0]);
      expect(current.some((a) => a.includes(`href="/recettes/${list.path}/page/1"`))).toBe(true);
      const { recipes } = queriesOf(html).find((q) => q.queryKey[0] === 'cookbook')?.state.data as {
        recipes: { slug: string; tags: string[]; furnaceTime: number }[];
      };
      expect(recipes.length).toBe(Math.min(20, await total(filters)));
      for (const recipe of recipes) {
        if (list.tag) expect(recipe.tags, recipe.slug).toContain(list.tag);
        if (list.maxTime) expect(recipe.furnaceTime, recipe.slug).toBeLessThanOrEqual(20);
      }
    });

    it('answers 404 beyond its last page', async () => {
      const last = Math.max(1, Math.ceil((await total(filters)) / 20));
      await page(`/recettes/${list.path}/page/${last}`);
      await page(`/recettes/${list.path}/page/${last + 1}`, 404);
      await page(`/recettes/${list.path}/page/0`, 404);
    });
  },
);

it('keeps the « Faciles » and « Rapides » lists to 20 minutes at the stove', () => {
  for (const path of ['facile', 'rapide'])
    expect(cookbookLists.find((list) => list.path === path)?.maxTime).toBe(20);
});

it.each([
  '/recettes/inconnue/page/1',
  '/recettes/vegetariens/page/1',
  '/recettes/recette-inconnue',
  '/recettes/%E2%9C%93',
  '/recettes/a%20b',
  '/recettes/%3Cscript%3E',
  '/recettes/..%2Fmon-compte',
  `/recettes/${'a'.repeat(300)}`,
])('%s is a 404 page, never a 5xx', async (path) => {
  await page(path, 404);
});

describe('cookbook_recipe_view /recettes/{slug}', () => {
  let recipe: ApiRecipe;

  beforeAll(async () => {
    const rated = await api<{ data: ApiRecipe[] }>(
      '/recipes?filters[cover][$notNull]=true&filters[rating_count][$gt]=0&populate[0]=recipe_categories&pagination[pageSize]=1&sort=id',
    );
    recipe = rated.data[0] as ApiRecipe;
  });

  it('renders the recipe on the server: title, ingredients for 4, steps, price, nutrition', async () => {
    const detail = await api<{
      data: {
        recipe_steps: { position: number; title: string }[];
        recipe_ingredients: {
          name: string;
          recipe_ingredient_quantities: { guests: number; quantity: number }[];
        }[];
        options_prices: { guests: number; price: number; generic_product: { tier: string } }[];
        calories: number;
      };
    }>(`/recipes/cookbook-recipe/${recipe.slug}`);
    const html = await page(`/recettes/${recipe.slug}`);
    expect(linkHref(headOf(html), 'canonical')).toBe(`${publicSiteUrl}/recettes/${recipe.slug}`);
    const text = textOf(html);
    expect(text).toContain(recipe.name);
    expect(text).toContain('Ingrédients pour 4\u00a0personnes');
    for (const ingredient of detail.data.recipe_ingredients)
      expect(text).toContain(ingredient.name);
    // the steps, by position (spec §5)
    const titles = [...detail.data.recipe_steps]
      .sort((a, b) => a.position - b.position)
      .map((s) => s.title);
    const positions = titles.map((title) => text.indexOf(title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // the price of its tier for 4 guests
    const price = detail.data.options_prices.find(
      (p) => p.guests === 4 && p.generic_product.tier === recipe.tier,
    )?.price;
    expect(text).toContain(`${price?.toFixed(2).replace('.', ',').replace(/,00$/, '')}\u00a0€`);
    expect(text).toContain(`${detail.data.calories}\u00a0kcal`);
    expect(text).toContain('Nombre de personnes');
  });

  it('sets its steps and options in French typography: a quantity stays with its unit', async () => {
    // DECISIONS, « Copy »: the catalogue types « 11 à 12 min » and « 500 g » with ordinary spaces
    const quantity = /\d (min|g|cl|l|cm|mm)(?![\p{L}\d’'])/u;
    const page1 = await api<{ data: { slug: string }[] }>(
      '/recipes?filters[cover][$notNull]=true&pagination[pageSize]=20&sort=id',
    );
    let typed: { slug: string; text: string } | undefined;
    for (const { slug } of page1.data) {
      const detail = await api<{ data: { recipe_steps: { text: string }[] } }>(
        `/recipes/cookbook-recipe/${slug}`,
      );
      const step = detail.data.recipe_steps.find((s) => quantity.test(s.text));
      if (step) {
        typed = { slug, text: step.text };
        break;
      }
    }
    expect(typed).toBeDefined();
    const text = textOf(await page(`/recettes/${typed?.slug}`));
    expect(text).not.toMatch(quantity);
    expect(text).toContain(
      typed?.text.replace(/(\d) (min|g|cl|l|cm|mm)\b/gu, '$1\u00a0$2').slice(0, 40),
    );
    // the bread offered beside every recipe (« Une miche de 500 g… »)
    expect(text).toContain('500\u00a0g');
  });

  it('gives the route’s own spelling as canonical URL, whatever the case or trailing slash', async () => {
    const html = await page(`/RECETTES/${recipe.slug}/`);
    const canonical = `${publicSiteUrl}/recettes/${recipe.slug}`;
    expect(linkHref(headOf(html), 'canonical')).toBe(canonical);
    const recipeLd = jsonLdOf(html).find((data) => data['@type'] === 'Recipe');
    expect(recipeLd?.url).toBe(canonical);
    const cookbook = await page('/Recettes/Page/2/');
    expect(linkHref(headOf(cookbook), 'canonical')).toBe(`${publicSiteUrl}/recettes/page/2`);
  });

  it('dehydrates the parsed recipe, not the raw Strapi entry', async () => {
    const html = await page(`/recettes/${recipe.slug}`);
    const state = appStateText(html);
    expect(state).not.toContain('documentId');
    expect(state).not.toContain('recipe_ingredient_quantities');
    expect(queriesOf(html).map((q) => q.queryKey[0])).toEqual(
      expect.arrayContaining(['recipe', 'current-week']),
    );
  });

  it('links to this week’s origins of its ingredients', async () => {
    const week = isoWeekOf(new Date()).week;
    expect(await page(`/recettes/${recipe.slug}`)).toContain(
      `href="/recettes/${recipe.slug}/${week}"`,
    );
  });

  it('links to the lists it belongs to: its categories’, and « Rapides » within 20 minutes', async () => {
    const first = async (order: string) =>
      (
        await api<{ data: ApiRecipe[] }>(
          `/recipes?filters[cover][$notNull]=true&populate[0]=recipe_categories&pagination[pageSize]=1&sort=furnace_time:${order}`,
        )
      ).data[0] as ApiRecipe;
    const [quick, slow] = [await first('asc'), await first('desc')];
    expect([quick.furnace_time <= 20, slow.furnace_time > 20]).toEqual([true, true]);
    for (const r of [quick, slow]) {
      const html = await page(`/recettes/${r.slug}`);
      const links = /<ul[^>]*aria-label="Catégories"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
      const shown = [...links.matchAll(/href="\/recettes\/([a-z-]+)\/page\/1"/g)].map((m) => m[1]);
      const tags = r.recipe_categories.map((category) => category.name);
      const expected = cookbookLists
        .filter(
          (list) =>
            (list.tag === null || tags.includes(list.tag)) &&
            (list.maxTime === null || r.furnace_time <= list.maxTime),
        )
        .map((list) => list.path);
      expect(shown, r.slug).toEqual(expected);
      expect(shown.includes('rapide'), r.slug).toBe(r.furnace_time <= 20);
    }
  });

  it('shows a recipe the cookbook leaves out for want of a cover, kept out of search engines', async () => {
    const withoutCover = await api<{ data: { slug: string }[] }>(
      '/recipes?filters[cover][$null]=true&fields[0]=slug',
    );
    const html = await page(`/recettes/${withoutCover.data[0]?.slug}`);
    expect(metaContent(headOf(html), 'robots')).toBe('noindex, follow');
    // no picture to give: no `image` at all in its Recipe (it was an empty list)
    const recipeLd = jsonLdOf(html).find((ld) => ld['@type'] === 'Recipe');
    expect(recipeLd).toBeDefined();
    expect(recipeLd).not.toHaveProperty('image');
    expect(metaContent(headOf(await page(`/recettes/${recipe.slug}`)), 'robots')).toBeUndefined();
  });

  it('suggests only recipes with a cover (spec §5), whatever the API relates', async () => {
    const all = await api<{ data: { slug: string }[] }>(
      '/recipes?fields[0]=slug&pagination[pageSize]=200&sort=id',
    );
    let found: { slug: string; related: { slug: string; cover: unknown }[] } | undefined;
    for (const { slug } of all.data) {
      const detail = await api<{ relatedRecipes: { slug: string; cover: unknown }[] }>(
        `/recipes/cookbook-recipe/${slug}`,
      );
      if (detail.relatedRecipes.some((related) => !related.cover)) {
        found = { slug, related: detail.relatedRecipes };
        break;
      }
    }
    if (!found) throw new Error('the catalogue relates no recipe without a cover');
    const html = await page(`/recettes/${found.slug}`);
    const suggested = bodyOf(html).split('id="related-title"')[1] ?? '';
    for (const related of found.related)
      expect(suggested.includes(`href="/recettes/${related.slug}"`), related.slug).toBe(
        Boolean(related.cover),
      );
  });

  describe('its origins /recettes/{slug}/{week}', () => {
    it('groups the box’s ingredients by region, with producers and organic ones', async () => {
      const week = isoWeekOf(new Date()).week;
      const html = await page(`/recettes/${recipe.slug}/${week}`);
      expect(linkHref(headOf(html), 'canonical')).toBe(
        `${publicSiteUrl}/recettes/${recipe.slug}/${week}`,
      );
      const text = textOf(html);
      // a question, with its mark (DECISIONS, « Copy »)
      expect(html).toMatch(
        /<h1[^>]*>D’où viennent les ingrédients de «\u00a0[^<]+\u00a0»\u00a0\?<\/h1>/,
      );
      expect(text).toContain(`Semaine ${week}, du `);
      expect(text).toMatch(/\d+ ingrédients? dans la box/);
      expect(html).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
    });

    it('names the recipe and the week in its head; indexed only for a week it is on the menu', async () => {
      const week = isoWeekOf(new Date()).week;
      const menu = await api<{
        data: { menu_details: { recipe: { slug: string; name: string } }[] };
      }>(`/menus/get-menu-by-week?week=${week}`);
      const onMenu = menu.data.menu_details[0]?.recipe;
      if (!onMenu) throw new Error(`no recipe on the menu of week ${week}`);
      // a week whose menu has it not: its habitual origins
      const menuHas = async (shown: number) =>
        JSON.stringify(await api(`/menus/get-menu-by-week?week=${shown}`)).includes(
          `"slug":"${onMenu.slug}"`,
        );
      let outside = 1;
      while (await menuHas(outside)) outside += 1;
      for (const [shown, indexed] of [
        [week, true],
        [outside, false],
      ] as const) {
        const head = headOf(await page(`/recettes/${onMenu.slug}/${shown}`));
        expect(titlesOf(head)).toEqual([
          `L’origine des ingrédients de «\u00a0${onMenu.name}\u00a0», semaine ${shown} - ${brand}`,
        ]);
        const description = metaContent(head, 'description') ?? '';
        expect(description).toContain(`«\u00a0${onMenu.name}\u00a0» la semaine ${shown}\u00a0:`);
        expect(description.length).toBeLessThanOrEqual(160);
        expect(metaContent(head, 'robots'), `week ${shown}`).toBe(
          indexed ? undefined : 'noindex, follow',
        );
      }
    });

    it.each(['0', '54', '-1', 'abc', '1.5', '05', '99999'])('week %s is a 404', async (week) => {
      await page(`/recettes/${recipe.slug}/${week}`, 404);
    });

    it('is a 404 for an unknown recipe', async () => {
      await page('/recettes/recette-inconnue/12', 404);
    });
  });
});

describe('menu_index /menu', () => {
  const current = () => isoWeekOf(new Date()).week;
  const shownWeek = (html: string) => /Semaine (\d+), du /.exec(decodeHtml(bodyOf(html)))?.[1];

  it('shows the current week’s 24 recipes, the three planned weeks and the offer', async () => {
    const html = await page('/menu');
    expect(linkHref(headOf(html), 'canonical')).toBe(`${publicSiteUrl}/menu`);
    expect(shownWeek(html)).toBe(String(current()));
    const planning = queriesOf(html).find((q) => q.queryKey[0] === 'menu-planning')?.state.data as {
      weeks: { week: number; focus: boolean }[];
      recipes: unknown[];
    };
    expect(planning.recipes).toHaveLength(24);
    expect(planning.weeks).toHaveLength(3);
    expect(new Set(recipeLinks(html)).size).toBe(24);
    for (const week of planning.weeks.slice(1)) expect(html).toContain(`/menu?week=${week.week}`);
    expect(html).toContain('href="/generique"');
    expect(html).toContain('Filtrer les recettes');
    // the filters work in the browser: before JavaScript, none can be ticked to no effect
    expect(html).toMatch(/<fieldset [^>]*disabled=""[^>]*>\s*<legend[^>]*>Filtrer les recettes/);
  });

  it('switches weeks with ?week=N', async () => {
    const planning = await api<{ data: { week: number }[] }>('/menus/logged-out-planning');
    const next = planning.data[1]?.week;
    const html = await page(`/menu?week=${next}`);
    expect(shownWeek(html)).toBe(String(next));
    // the page canonicalises without the query string
    expect(linkHref(headOf(html), 'canonical')).toBe(`${publicSiteUrl}/menu`);
  });

  it.each(['-1', 'abc', '0', '54', '1.5', '%00', '', '99999999999999999999'])(
    '?week=%s falls back to the current week',
    async (week) => {
      expect(shownWeek(await page(`/menu?week=${week}`))).toBe(String(current()));
    },
  );

  it('shows the current week for a week outside the planning', async () => {
    const far = ((current() + 9) % 52) + 1;
    expect(shownWeek(await page(`/menu?week=${far}`))).toBe(String(current()));
  });
});

it('rendered every page above without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
