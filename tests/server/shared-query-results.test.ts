import { beforeAll, expect, it } from 'vitest';
import { startSite, type TestSite } from './support/start-site.ts';

// DESIGN §5: anonymous renders share their query results for a minute, by query key. A key is
// one resource in one shape: /gui and the SEO pages read the same recipe sections (spec §3),
// so that the page rendered first cannot starve the other of its rows.

const pages = ['/menu-semaine', '/gui'];

/** The h2 titles of each page, requested in this order on a fresh site. */
async function titlesInOrder(paths: readonly string[]): Promise<Map<string, string[]>> {
  const site: TestSite = await startSite();
  try {
    const titles = new Map<string, string[]>();
    for (const path of paths) {
      const html = (await site.request.get(path).expect(200)).text;
      titles.set(
        path,
        [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) =>
          (m[1] ?? '').replace(/<[^>]+>/g, ''),
        ),
      );
    }
    expect(site.renderErrors).toEqual([]);
    return titles;
  } finally {
    await site.stop();
  }
}

let seoFirst: Map<string, string[]>;
let guiFirst: Map<string, string[]>;

beforeAll(async () => {
  seoFirst = await titlesInOrder(pages);
  guiFirst = await titlesInOrder([...pages].reverse());
}, 60_000);

it('draws /gui’s rows after an SEO page that read the recipe sections', () => {
  expect(seoFirst.get('/gui')).toEqual(
    expect.arrayContaining(['Les incontournables', 'Végétariennes']),
  );
  expect(seoFirst.get('/gui')).toEqual(guiFirst.get('/gui'));
});

it('draws the SEO page’s rows, active sections only, after /gui', () => {
  expect(guiFirst.get('/menu-semaine')).toEqual(seoFirst.get('/menu-semaine'));
  expect(guiFirst.get('/menu-semaine')).not.toContain('Spécial fêtes');
});
