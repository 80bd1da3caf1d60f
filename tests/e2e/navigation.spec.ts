import { expect, test } from '@playwright/test';
import { collectProblems } from './console-errors.ts';

test('the home page loads, hydrates and shows no console error', async ({ page }, testInfo) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await expect(page).toHaveTitle(
    'Box repas à cuisiner\u00a0: recettes de saison livrées chez vous - Potimarron',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des recettes de saison à cuisiner, livrées chez vous',
  );
  await expect(page.getByRole('heading', { name: 'Nos dernières recettes' })).toBeVisible();
  // hydrated: a client-side link click does not reload the document
  await page.waitForFunction(() => document.querySelector('main')?.hasAttribute('tabindex'));
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
  expect(problems).toEqual([]);
});

test('a client-side navigation updates title and content, and the back button works', async ({
  page,
  isMobile,
}) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Recettes' })
    .click();
  await expect(page).toHaveURL(/\/recettes\/page\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos recettes');
  await expect(page).toHaveTitle('Nos recettes - Potimarron');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'same document',
  );

  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/recettes\/page\/2$/);
  await expect(page).toHaveTitle('Nos recettes – page 2 - Potimarron');

  await page.goBack();
  await expect(page).toHaveURL(/\/recettes\/page\/1$/);
  await expect(page).toHaveTitle('Nos recettes - Potimarron');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des recettes de saison à cuisiner, livrées chez vous',
  );
  expect(problems).toEqual([]);
});

test('an unknown page answers 404 with its error page', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('logging in sends a subscriber to the subscriber area, and ?logout logs out', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/connexion');
  await page.getByLabel('Adresse e-mail').fill('abonne@example.fr');
  await page.getByLabel('Mot de passe').fill('motdepasse');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByText('Bonjour Claire\u00a0!')).toBeVisible();
  // the guard: the offer's landing is not for subscribers
  await page.goto('/generique');
  await expect(page).toHaveURL(/\/mon-compte$/);
  await page.goto('/menu?logout');
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Le menu de la semaine');
  expect(problems).toEqual([]);
});

test('a wrong password shows a French message', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByLabel('Adresse e-mail').fill('abonne@example.fr');
  await page.getByLabel('Mot de passe').fill('mauvais-mot');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
});
