import { expect, test, type Page } from '@playwright/test';
import { openPage } from './page-ready.ts';

// WCAG 1.4.10 (Reflow): at 320 CSS pixels, a page does not scroll sideways, whatever the text
// it shows (ADR 085: a sixth review found these two).

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.use({ viewport: { width: 320, height: 640 } });

test('a price table of a column per tier fits a 320 px screen @phone', async ({ page }) => {
  const problems = await openPage(page, '/box-gastronomique');
  const table = page.getByRole('table', { name: /Ce qu’ajoute une recette premium/ });
  const last = await table.getByRole('columnheader').last().boundingBox();
  expect((last?.x ?? Infinity) + (last?.width ?? 0)).toBeLessThanOrEqual(320);
  expect(await sideways(page)).toBe(0);
  expect(problems).toEqual([]);
});

test('an answer that repeats a long e-mail address breaks it rather than widen the form @phone', async ({
  page,
}) => {
  await openPage(page, '/mot-de-passe-oublie');
  await page.getByLabel('Adresse e-mail').fill('jeanbaptiste.delacroixfontaine.reflow@example.fr');
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'un code de 6' })).toBeVisible();
  expect(await sideways(page)).toBe(0);
  const button = await page.getByRole('button', { name: 'Changer mon mot de passe' }).boundingBox();
  expect((button?.x ?? Infinity) + (button?.width ?? 0)).toBeLessThanOrEqual(320);
});
