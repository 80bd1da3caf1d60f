import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/start-test-api.ts';

// What the site's marketing pages read (ADR 050): the Thermomix category, the reassurance blocks
// whose `page` scope names a route, and the help subsections of the Thermomix and organic pages.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.stop());

const get = async (path: string) => (await t.request.get(path).expect(200)).body;

interface Block {
  title: string;
  reassurance_block_scopes: { group: string; name: string }[];
}

describe('marketing content', () => {
  it('gives the Thermomix-certified recipes the `thermomix` category, at least 6 with a cover', async () => {
    const body = await get(
      '/api/recipes?filters[recipe_categories][name][$eq]=thermomix&filters[cover][$notNull]=true&fields[0]=slug&pagination[pageSize]=100',
    );
    expect(body.meta.pagination.total).toBeGreaterThanOrEqual(6);
    expect(body.data.map((r: { slug: string }) => r.slug)).toContain(
      'veloute-potimarron-chataignes',
    );
  });

  it('scopes reassurance blocks to the marketing pages by their route name', async () => {
    const body = await get(
      '/api/reassurance-blocks/?populate[0]=reassurance_block_scopes&pagination[pageSize]=100',
    );
    const onPage = (name: string) =>
      (body.data as Block[])
        .filter((b) =>
          b.reassurance_block_scopes.some((s) => s.group === 'page' && s.name === name),
        )
        .map((b) => b.title);
    expect(onPage('2025_our_commitments')).toEqual(
      expect.arrayContaining([
        'Des emballages qui se trient',
        'Les invendus donnés chaque vendredi',
      ]),
    );
    expect(onPage('thermomix')).toContain('Des réglages testés sur le robot');
    expect(onPage('bio')).toContain('Le bio au prix des autres recettes');
  });

  it('has a Thermomix subsection and one per organic page in the help centre', async () => {
    for (const slug of ['thermomix', 'le-bio', 'la-box-repas-bio', 'cuisiner-bio']) {
      const body = await get(
        `/api/faq-subsections?filters[slug][$eq]=${slug}&populate[faq_articles][fields][0]=title`,
      );
      expect(body.data[0].faq_articles.length, slug).toBe(3);
    }
  });

  it('calls the box a colis isotherme, never a « box réfrigérée » (DECISIONS: one value per claim)', async () => {
    const copy = JSON.stringify([
      await get('/api/reassurance-blocks/?pagination[pageSize]=100'),
      await get('/api/faq-articles?fields[0]=content&pagination[pageSize]=100'),
      await get('/api/static-contents?pagination[pageSize]=100'),
    ]);
    expect(copy).toContain('colis isotherme');
    expect(copy).not.toMatch(/réfrigérée/);
  });
});
