import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, decodeHtml } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// ADR 042 over HTTP: the basket menu shows an anonymous visitor the coming week's recipes for
// the box of `?box={guests}-{recipes}`, a box the offer does not sell reading as 4 × 8.

let site: TestSite;
let comingWeek: { week: number; names: string[]; ids: number[] };
let laterWeekIds: number[];

beforeAll(async () => {
  site = await startSite();
  const planning = (await (
    await fetch(`${site.api.url}/api/menus/logged-out-planning`)
  ).json()) as {
    data: {
      week: number;
      menu_details: { recipe: { id: number; name: string } | null }[];
    }[];
  };
  const next = planning.data[1];
  if (!next) throw new Error('the planning has a coming week');
  comingWeek = {
    week: next.week,
    names: next.menu_details.flatMap((detail) => (detail.recipe ? [detail.recipe.name] : [])),
    ids: next.menu_details.flatMap((detail) => (detail.recipe ? [detail.recipe.id] : [])),
  };
  laterWeekIds = (planning.data[2]?.menu_details ?? []).flatMap((detail) =>
    detail.recipe && !comingWeek.ids.includes(detail.recipe.id) ? [detail.recipe.id] : [],
  );
});
afterAll(() => site.stop());

const textOf = async (path: string) => {
  const response = await site.request.get(path).expect(200);
  const text = decodeHtml(
    bodyOf(response.text)
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/[ \t\r\n]+/g, ' ');
  return { response, text };
};

describe('/panier/menu for an anonymous visitor', () => {
  it('shows the coming week’s recipes for 2 guests × 3 recipes, none chosen yet', async () => {
    const { response, text } = await textOf('/panier/menu?box=2-3');
    expect(response.headers['cache-control']).toMatch(/public/);
    expect(text).toContain(`Semaine ${comingWeek.week}`);
    expect(text).toContain('0\u00a0recette sur 3');
    expect(text).toContain('3\u00a0recettes pour 2\u00a0personnes');
    // spec §9: 6 dishes cost 55 €
    expect(text).toContain('Box de 6\u00a0parts\u00a0: 55\u00a0€');
    expect(comingWeek.names.length).toBeGreaterThan(3);
    for (const name of comingWeek.names) expect(text).toContain(name);
    // one checkbox per recipe, none ticked: the server cannot read the visitor's storage
    const toggles = response.text.match(/<input type="checkbox"[^>]*name="recette"[^>]*>/g) ?? [];
    expect(toggles).toHaveLength(comingWeek.names.length);
    for (const toggle of toggles) expect(toggle).not.toContain('checked');
  });

  it('says what a premium recipe adds and that the others are included (ADR 039)', async () => {
    const { text } = await textOf('/panier/menu?box=2-3');
    expect(text).toContain('Incluse dans la box');
    expect(text).toMatch(/Supplément \+\d+(,\d\d)?\u00a0€/);
  });

  it.each(['9-9', '2-1', 'abc', ''])(
    'box=%s: the offer’s defaults, 4 guests × 8 recipes',
    async (box) => {
      const { text } = await textOf(`/panier/menu?box=${box}`);
      expect(text).toContain('0\u00a0recette sur 8');
      expect(text).toContain('8\u00a0recettes pour 4\u00a0personnes');
    },
  );

  it('draws each sold box apart, even through the page cache', async () => {
    const cached = await startSite({ PAGE_CACHE_MB: '8' });
    try {
      for (const [box, count] of [
        ['2-3', '0\u00a0recette sur 3'],
        ['4-2', '0\u00a0recette sur 2'],
        ['9-9', '0\u00a0recette sur 8'],
        ['2-3&version=classic', '2\u00a0recettes sur 3'],
        ['2-3', '0\u00a0recette sur 3'],
      ] as const) {
        const response = await cached.request.get(`/panier/menu?box=${box}`).expect(200);
        expect(decodeHtml(response.text), box).toContain(count);
      }
      // a box's form is answered by its box, never by a page kept for another (ADR 052)
      const form = await cached.request.get('/panier/menu?personnes=2&recettes=4').expect(302);
      expect(form.headers.location).toBe('/panier/menu?box=2-4');
    } finally {
      await cached.stop();
    }
  });
});

/** The recipes the basket's form ticks, by id, in the menu's order. */
const tickedIds = (html: string) =>
  (html.match(/<input type="checkbox"[^>]*name="recette"[^>]*>/g) ?? [])
    .filter((input) => / checked=""/.test(input))
    .map((input) => Number(/value="(\d+)"/.exec(input)?.[1]));
/** Whether a form holds a submit button posting `name=value` (React writes `name` last). */
const submits = (form: string, name: string, value: string, text = '') =>
  (form.match(/<button [^>]*>.*?<\/button>/gs) ?? []).some(
    (button) =>
      button.startsWith('<button type="submit"') &&
      button.includes(` name="${name}"`) &&
      button.includes(` value="${value}"`) &&
      (text === '' || button.endsWith(`>${text}</button>`)),
  );
const nameOf = (id: number) => comingWeek.names[comingWeek.ids.indexOf(id)];
/** The recipes a landing's preview marks « Sélectionnée pour vous », by name. */
const markedOnLanding = (html: string) =>
  html
    .split('<article')
    .slice(1)
    .filter((article) => article.includes('Sélectionnée pour vous'))
    .map((article) => decodeHtml(/<h3[^>]*><a[^>]*>([^<]*)<\/a>/.exec(article)?.[1] ?? ''));

it('says where the visitor is in the first order: the recipes, then account, delivery, payment', async () => {
  const { response } = await textOf('/panier/menu?box=2-3');
  const progress = /<ol[^>]*aria-label="Étapes de votre commande"[^>]*>([\s\S]*?)<\/ol>/.exec(
    response.text,
  )?.[1];
  const steps = [
    ...(progress ?? '').matchAll(/<li([^>]*)>[\s\S]*?<span[^>]*>([^<]+)<\/span><\/li>/g),
  ];
  expect(steps.map((step) => decodeHtml(step[2] ?? ''))).toEqual([
    'Vos recettes',
    'Votre compte',
    'La livraison',
    'Le paiement',
  ]);
  expect(steps.map((step) => /aria-current="step"/.test(step[1] ?? ''))).toEqual([
    true,
    false,
    false,
    false,
  ]);
});

describe('from a landing to the basket menu', () => {
  it('/famille previews the week the basket orders, and marks the recipes it ticks', async () => {
    const landing = await site.request.get('/famille').expect(200);
    const marked = markedOnLanding(landing.text);
    expect(marked).toHaveLength(2);
    for (const name of marked) expect(comingWeek.names).toContain(name);
    const { response, text } = await textOf('/panier/menu?box=2-3&version=classic');
    expect(tickedIds(response.text).map(nameOf)).toEqual(marked);
    expect(text).toContain('2\u00a0recettes sur 3');
  });

  it('ticks as many as the version says, at most the box’s count, and none without a version', async () => {
    const thermomix = await site.request.get('/panier/menu?box=4-3&version=thermomix').expect(200);
    expect(tickedIds(thermomix.text)).toHaveLength(3);
    const bienvenue = await site.request.get('/panier/menu?box=2-6&version=bienvenue').expect(200);
    expect(tickedIds(bienvenue.text)).toHaveLength(4);
    const none = await site.request.get('/panier/menu?box=2-6').expect(200);
    expect(tickedIds(none.text)).toEqual([]);
  });
});

describe('the box’s form without JavaScript', () => {
  it('a landing’s configurator is a GET form to the basket menu, with its version', async () => {
    const { text: html } = await site.request.get('/famille').expect(200);
    const form = /<form[^>]*action="\/panier\/menu"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(form).toMatch(/<form[^>]*method="get"/);
    expect(form).toMatch(/<input type="hidden" name="version" value="classic"\/>/);
    expect(form).toMatch(/<input type="radio" name="personnes"[^>]*value="2"/);
    // each button posts the count it leads to: − 7, the submit 8 (the most for 4 guests)
    expect(submits(form, 'recettes', '7')).toBe(true);
    expect(submits(form, 'recettes', '8', 'Choisir mes recettes')).toBe(true);
  });

  it('the basket menu’s box choice is one too, sending the basket as it is ticked (ADR 052)', async () => {
    const query = `box=2-3&semaine=${comingWeek.week}&recette=${comingWeek.ids[0]}&preference=healthy&version=classic`;
    const { text: html } = await site.request.get(`/panier/menu?${query}`).expect(200);
    const form = /<form[^>]*action="\/panier\/menu"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? '';
    // its fields belong to the basket's form, which they send by GET to this page
    const basketTag = /<form [^>]*method="post"[^>]*>/.exec(html)?.[0] ?? '';
    const basket = / id="([^"]+)"/.exec(basketTag)?.[1] ?? 'none';
    const owned = (tag: string) => tag.includes(` form="${basket}"`);
    const radio =
      /<input type="radio"[^>]*name="personnes"[^>]*value="4"[^>]*>/.exec(form)?.[0] ?? '';
    expect(owned(radio), radio).toBe(true);
    expect(submits(form, 'recettes', '4')).toBe(true);
    expect(submits(form, 'recettes', '3', 'Changer ma box')).toBe(true);
    for (const button of form.match(/<button type="submit"[^>]*>/g) ?? []) {
      expect(owned(button), button).toBe(true);
      expect(button.toLowerCase()).toContain('formmethod="get"');
      expect(button.toLowerCase()).toContain('formaction="/panier/menu"');
    }
    // the address's other parameters go along; the basket's own are its live fields
    expect(
      owned(/<input type="hidden"[^>]*name="version" value="classic"[^>]*>/.exec(form)?.[0] ?? ''),
    ).toBe(true);
    expect(form).not.toMatch(/name="(semaine|recette|preference)"/);
    const ticked = (name: string, value: string | number) =>
      [...html.matchAll(/<input [^>]*>/g)].some(
        ([tag]) =>
          tag.includes(`name="${name}"`) &&
          tag.includes(`value="${value}"`) &&
          tag.includes('checked') &&
          owned(tag),
      );
    expect(ticked('recette', comingWeek.ids[0] ?? 0), 'recipe').toBe(true);
    expect(ticked('preference', 'healthy'), 'preference').toBe(true);
  });

  it.each([
    ['personnes=2&recettes=3&version=classic', '/panier/menu?box=2-3&version=classic'],
    ['version=thermomix&personnes=8&recettes=9', '/panier/menu?box=8-4&version=thermomix'],
    ['personnes=2&recettes=1', '/panier/menu?box=2-2'],
    ['personnes=3&recettes=2', '/panier/menu?box=4-2'],
    ['personnes=4&recettes=abc', '/panier/menu?box=4-8'],
    [
      'box=2-3&personnes=4&recettes=2&semaine=49&recette=7',
      '/panier/menu?box=4-2&semaine=49&recette=7',
    ],
  ])('GET /panier/menu?%s answers the box it names: %s', async (query, location) => {
    const response = await site.request.get(`/panier/menu?${query}`).expect(302);
    expect(response.headers.location).toBe(location);
  });
});

describe('a basket sent back to its recipes', () => {
  it('ticks the URL’s recipes and preferences when they are the coming week’s', async () => {
    const chosen = comingWeek.ids.slice(3, 6);
    const query = `box=2-3&semaine=${comingWeek.week}${chosen.map((id) => `&recette=${id}`).join('')}&preference=healthy&preference=no_fish&version=classic`;
    const { response, text } = await textOf(`/panier/menu?${query}`);
    expect(tickedIds(response.text).sort()).toEqual([...chosen].sort());
    expect(text).toContain('3\u00a0recettes sur 3');
    const preferences = (
      response.text.match(/<input type="checkbox"[^>]*name="preference"[^>]*>/g) ?? []
    )
      .filter((input) => / checked=""/.test(input))
      .map((input) => /value="(\w+)"/.exec(input)?.[1]);
    expect(preferences).toEqual(['healthy', 'no_fish']);
  });

  it('leaves out a recipe of another week, and every recipe of another week’s basket', async () => {
    const other = laterWeekIds[0];
    if (other === undefined) throw new Error('the planning’s third week has a recipe of its own');
    const kept = comingWeek.ids[0] ?? 0;
    const mixed = await site.request
      .get(`/panier/menu?box=2-3&semaine=${comingWeek.week}&recette=${kept}&recette=${other}`)
      .expect(200);
    expect(tickedIds(mixed.text)).toEqual([kept]);
    const stale = await site.request
      .get(`/panier/menu?box=2-3&semaine=${comingWeek.week - 1 || 52}&recette=${kept}`)
      .expect(200);
    expect(tickedIds(stale.text)).toEqual([]);
  });
});

it('rendered every page above without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
