import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPopulateDepth, maxPopulateKeys } from '../../product-api/query/parse-query.ts';
import {
  maxAnswerBytes,
  maxAnswerRows,
  maxFilterVisits,
  maxFoldedCharacters,
} from '../../product-api/query/query-budget.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';

// DESIGN §8: one request may populate 5 levels deep, in whatever syntax, and load at most
// 5,000 rows / 5 MB; past that it is refused with a 400 before the answer is built.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.stop());

const tooDeep = {
  data: null,
  error: {
    status: 400,
    name: 'ValidationError',
    message: 'Invalid populate parameter: too deep',
    details: { param: 'populate', maxDepth: maxPopulateDepth },
  },
};
const tooLarge = (what: string) => ({
  data: null,
  error: {
    status: 400,
    name: 'ValidationError',
    message: `Query too large: it would load more than ${what}; ask for fewer relations or a smaller page`,
    details: { maxRows: maxAnswerRows, maxBytes: maxAnswerBytes },
  },
});

/** `related_recipes.related_recipes…`, `levels` times */
const dotted = (levels: number) => Array(levels).fill('related_recipes').join('.');
/** `populate[related_recipes][populate][related_recipes]…`, `levels` times */
const nested = (levels: number) =>
  `populate${Array(levels).fill('[related_recipes]').join('[populate]')}`;

describe('populate depth', () => {
  it('refuses an 8-level dotted path with a 400 before loading anything', async () => {
    const response = await t.request.get(`/api/recipes?populate=${dotted(8)}`).expect(400);
    expect(response.body).toEqual(tooDeep);
  });

  it('refuses a 40-level dotted path with a 400', async () => {
    const response = await t.request.get(`/api/recipes?populate=${dotted(40)}`).expect(400);
    expect(response.body).toEqual(tooDeep);
  });

  // one entry a page, so that depth alone decides
  it.each([
    ['a dotted path', (n: number) => `populate=${dotted(n)}`],
    ['the list form', (n: number) => `populate[0]=cover&populate[1]=${dotted(n)}`],
    ['the object form', (n: number) => `${nested(n)}=true`],
    ['the object form ending in *', (n: number) => `${nested(n - 1)}[populate]=*`],
    ['an object holding a list', (n: number) => `${nested(1)}[populate][0]=${dotted(n - 1)}`],
    ['an object holding a dotted path', (n: number) => `${nested(2)}[populate]=${dotted(n - 2)}`],
  ])('counts %s the same way: 5 levels pass, 6 do not', async (_syntax, populate) => {
    const page = 'pagination[pageSize]=1&fields[0]=slug';
    const five = await t.request.get(`/api/recipes?${page}&${populate(5)}`).expect(200);
    let level = five.body.data[0] as { related_recipes?: unknown[] };
    for (let depth = 1; depth < 5; depth += 1) {
      level = level.related_recipes?.[0] as { related_recipes?: unknown[] };
    }
    expect(level.related_recipes).toEqual(expect.any(Array));
    const six = await t.request.get(`/api/recipes?${page}&${populate(6)}`).expect(400);
    expect(six.body).toEqual(tooDeep);
  });

  it('refuses more populate keys than the parse should have to read', async () => {
    const paths = Array(maxPopulateKeys + 1)
      .fill('cover')
      .join(',');
    const response = await t.request.get(`/api/recipes?populate=${paths}`).expect(400);
    expect(response.body.error).toMatchObject({
      status: 400,
      message: 'Invalid populate parameter: too many relations',
    });
  });
});

describe('answer budget', () => {
  it('refuses the 5-level object form ending in * (tens of megabytes) as too large', async () => {
    const response = await t.request.get(`/api/recipes?${nested(4)}[populate]=*`).expect(400);
    expect(response.body).toEqual(tooLarge('5 MB'));
  });

  it('refuses a page of 100 with every relation two levels deep: over 5,000 rows', async () => {
    const everything = ['recipe_ingredients', 'recipe_tools', 'related_recipes']
      .map((key) => `populate[${key}][populate]=*`)
      .join('&');
    const response = await t.request
      .get(`/api/recipes?pagination[pageSize]=100&populate[cover]=true&${everything}`)
      .expect(400);
    expect(response.body).toEqual(tooLarge('5000 rows'));
  });

  it('counts an entry once for each parent that holds it', async () => {
    // 100 articles, their categories, each category's articles and theirs: few distinct rows,
    // but repeated under every parent, the answer would pass 5 MB
    const response = await t.request
      .get(
        `/api/blog-articles?pagination[pageSize]=100&populate=blog_categories.blog_articles.blog_categories.blog_articles`,
      )
      .expect(400);
    expect(response.body).toEqual(tooLarge('5 MB'));
  });

  it('answers the site’s largest calls and a 5-level one, not a page of 100 three levels deep', async () => {
    const recipes = await t.request
      .get('/api/recipes?populate=*&pagination[pageSize]=100')
      .expect(200);
    expect(recipes.body.data).toHaveLength(100);
    const slug = (recipes.body.data as { slug: string }[])[0]?.slug;
    const detail = await t.request.get(`/api/recipes/cookbook-recipe/${slug}`).expect(200);
    expect(detail.body.data.recipe_ingredients.length).toBeGreaterThan(0);
    await t.request.get('/api/menus/logged-out-planning').expect(200);
    const search = await t.request
      .get(
        '/api/faq-articles?pagination[pageSize]=999&populate[faq_subsection][fields][0]=slug&populate[faq_subsection][populate][faq_section][fields][0]=slug',
      )
      .expect(200);
    expect(search.body.data).toHaveLength(83);

    const faq = await t.request
      .get(
        '/api/faq-sections?pagination[pageSize]=100&populate[faq_subsections][populate][faq_articles][populate][faq_keywords][populate][faq_article][populate]=faq_subsection',
      )
      .expect(200);
    const subsection = faq.body.data[0].faq_subsections[0];
    expect(subsection.faq_articles[0].faq_keywords[0].faq_article.faq_subsection).toMatchObject({
      slug: subsection.slug,
    });

    const deeper = await t.request
      .get(`/api/recipes?pagination[pageSize]=100&populate=${dotted(3)}.recipe_categories`)
      .expect(400);
    expect(deeper.body).toEqual(tooLarge('5000 rows'));
  });
});

describe('what filters may look at', () => {
  const tooCostly = {
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message: 'Invalid filters: too costly; filter through fewer relations',
      details: { maxVisits: maxFilterVisits },
    },
  };
  const containsiThrough = (hops: number) =>
    `filters${Array(hops).fill('[related_recipes]').join('')}[recipe_steps][text][$containsi]=z0qqqqq`;

  // 136 characters once kept the API busy 4–5 s, eight such branches got it killed
  it('refuses a filter through related recipes’ related recipes… with a 400', async () => {
    const url = `/api/recipes?${containsiThrough(4).replace('filters', 'filters[$or][0]')}`;
    expect((await t.request.get(url).expect(400)).body).toEqual(tooCostly);
    const branches = Array.from(
      { length: 15 },
      (_, i) => `filters[$or][${i}][related_recipes][recipe_steps][text][$containsi]=z${i}`,
    );
    expect((await t.request.get(`/api/recipes?${branches.join('&')}`).expect(400)).body).toEqual(
      tooCostly,
    );
  });

  // a 150-character URL once folded the articles' texts for seconds before the visits' count
  // refused it; twelve `$or` branches of it got the API killed
  it('refuses a filter that folds texts for every row it visits with a 400', async () => {
    const tooMuchFolding = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid filters: too costly; compare fewer or shorter texts',
        details: { maxFoldedCharacters },
      },
    };
    const through = '[blog_categories][blog_articles][blog_categories][blog_articles]';
    const negated = `filters[$not]${through}[text][$containsi]=zq`;
    expect((await t.request.get(`/api/blog-articles?${negated}`).expect(400)).body).toEqual(
      tooMuchFolding,
    );
    const branches = Array.from(
      { length: 12 },
      (_, i) => `filters[$not]${through}[$or][${i}][text][$containsi]=zq${i}`,
    );
    const answer = await t.request.get(`/api/blog-articles?${branches.join('&')}`).expect(400);
    expect(answer.body).toEqual(tooMuchFolding);
  });

  it('answers the site’s own filters: a list’s category, the help centre’s search of six words', async () => {
    const list = await t.request
      .get('/api/recipes?filters[cover][$notNull]=true&filters[recipe_categories][name][$eq]=végé')
      .expect(200);
    expect(list.body.meta.pagination.total).toBeGreaterThan(0);
    const words = ['livraison', 'box', 'pause', 'abonnement', 'recette', 'code'];
    const search = words.map(
      (word, i) =>
        `filters[$and][${i}][$or][0][title][$containsi]=${word}&filters[$and][${i}][$or][1][faq_keywords][title][$containsi]=${word}`,
    );
    await t.request
      .get(
        `/api/faq-articles?${search.join('&')}&filters[$and][6][faq_subsection][faq_section][id][$ne]=10&pagination[pageSize]=999`,
      )
      .expect(200);
    await t.request
      .get(
        '/api/faq-articles?filters[$or][0][title][$containsi]=e&filters[$or][1][faq_keywords][title][$containsi]=e&pagination[pageSize]=999',
      )
      .expect(200);
  });
});
