import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, decodeHtml } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// ADR 042 over HTTP: the basket menu shows an anonymous visitor the coming week's recipes for
// the box of `?box={guests}-{recipes}`, a box the offer does not sell reading as 4 × 8.

let site: TestSite;
let comingWeek: { week: number; names: string[] };

beforeAll(async () => {
  site = await startSite();
  const planning = (await (
    await fetch(`${site.api.url}/api/menus/logged-out-planning`)
  ).json()) as {
    data: { week: number; menu_details: { recipe: { name: string } | null }[] }[];
  };
  const next = planning.data[1];
  if (!next) throw new Error('the planning has a coming week');
  comingWeek = {
    week: next.week,
    names: next.menu_details.flatMap((detail) => (detail.recipe ? [detail.recipe.name] : [])),
  };
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
        ['2-3', '0\u00a0recette sur 3'],
      ] as const) {
        const response = await cached.request.get(`/panier/menu?box=${box}`).expect(200);
        expect(decodeHtml(response.text), box).toContain(count);
      }
    } finally {
      await cached.stop();
    }
  });
});

it('rendered every page above without a render error', () => {
  expect(site.renderErrors).toEqual([]);
});
