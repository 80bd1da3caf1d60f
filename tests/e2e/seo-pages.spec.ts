import { expect, test } from '@playwright/test';
import { openPage } from './page-ready.ts';
import { violationsOf } from './axe.ts';

// ADR 049: one city page and one SEO page, hydrated without console problems, axe clean at a
// phone's and a desktop's width, with screenshots to look at.

const widths = [390, 1280];

const cases = [
  {
    path: '/livraison-panier-repas-bio-lyon',
    h1: 'Livraison de panier repas bio à Lyon',
    sections: ['Livraison à Lyon, par transporteur du frais', 'L’offre bio livrée à Lyon'],
    question: 'Villeurbanne est-elle livrée comme Lyon\u00a0?',
  },
  {
    path: '/recettes-saines',
    h1: 'Des recettes saines livrées chez vous\u00a0!',
    sections: ['Une recette saine, selon nous', 'Les repères de notre diététicienne'],
    question: null,
  },
];

for (const { path, h1, sections, question } of cases) {
  test(`${path} shows its own sections, accessible at 390 and 1280 px`, async ({
    page,
  }, testInfo) => {
    const problems = await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    for (const name of sections)
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    if (question) {
      // the local FAQ opens like any <details>
      await page.getByText(question).click();
      await expect(page.getByText(/Caluire-et-Cuire, d’Oullins/)).toBeVisible();
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      expect(await violationsOf(page), `${path} at ${width}px`).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`${path.slice(1)}-${width}.png`),
        fullPage: true,
      });
    }
    expect(problems).toEqual([]);
  });
}
