import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './console-errors.ts';
import { violationsOf } from './axe.ts';
import { decideConsent, hydrated } from './page-ready.ts';

// In a browser: the help centre's search and answers, the blog's pages and articles,
// the content pages and the reviews, hydrated without a console error.

/** The pictures in view are drawn (the API renders a cover on its first request). */
async function picturesLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.loading !== 'lazy')
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: string }).marker);

// the visitor chose already (accepting audience measurement): no consent banner over the
// pages, and the data layer receives the events
test.beforeEach(async ({ page }) => {
  await decideConsent(page, true);
});

async function expectAccessible(page: Page) {
  expect(await violationsOf(page)).toEqual([]);
}

test('the help centre finds questions while typing, and opens an answer', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page);
  await page.goto('/faq');
  await hydrated(page);
  await markDocument(page);
  const search = page.getByRole('search', { name: 'Rechercher dans l’aide' });
  await search.getByRole('searchbox').fill('livraison');
  await expect(search.getByRole('status')).toHaveText(/^\d+ questions trouvées$/);
  const results = search.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('link');
  expect(await results.count()).toBeGreaterThan(1);
  await page.screenshot({ path: testInfo.outputPath('faq-search.png'), fullPage: true });
  await expectAccessible(page);

  // accents and case do not matter; nothing found is said as such
  await search.getByRole('searchbox').fill('CARTE CADEAU');
  await expect(search.getByRole('status')).toHaveText(/questions? trouvées?$/);
  await search.getByRole('searchbox').fill('<b>zzzz</b>');
  await expect(search.getByRole('status')).toHaveText(
    'Aucune question ne correspond à «\u00a0<b>zzzz</b>\u00a0».',
  );

  await search.getByRole('searchbox').fill('adresse de livraison');
  const hit = search.getByRole('link', { name: /adresse de livraison/ });
  const question = (await hit.textContent()) ?? '';
  await hit.click();
  await expect(page).toHaveURL(/\/faq\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  expect(await sameDocument(page)).toBe('same document');
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Aide');

  // back: the search as it was left, in the address as the form without JavaScript writes it
  await page.goBack();
  await expect(page).toHaveURL(/\/faq\?recherche=adresse\+de\+livraison$/);
  await expect(search.getByRole('searchbox')).toHaveValue('adresse de livraison');
  await expect(search.getByRole('link', { name: question })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the help centre’s search keeps its field, its focus and what is typed across pauses', async ({
  page,
}) => {
  await page.goto('/faq');
  await hydrated(page);
  const search = page.getByRole('search', { name: 'Rechercher dans l’aide' });
  const field = search.getByRole('searchbox');
  const status = search.getByRole('status');
  const statusId = await status.getAttribute('id');
  await field.pressSequentially('pause');
  // the pause writes the address; typing goes on in the same field
  await expect(page).toHaveURL(/\/faq\?recherche=pause$/);
  await expect(status).toHaveText(/questions? trouvées?$/);
  await page.keyboard.type(' abonnement');
  await expect(page).toHaveURL(/\/faq\?recherche=pause\+abonnement$/);
  await expect(field).toHaveValue('pause abonnement');
  await expect(field).toBeFocused();
  // one live region, whose words change: not a new one at each pause
  expect(await status.getAttribute('id')).toBe(statusId);
  // a link to the help centre itself starts afresh
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Aide' })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(field).toHaveValue('');
});

test('a subsection’s questions open on their answers', async ({ page }, testInfo) => {
  const problems = collectProblems(page);
  await page.goto('/faq/mon-abonnement/gerer-mon-abonnement');
  await hydrated(page);
  const question = page.locator('summary', { hasText: 'Comment fonctionne l’abonnement' });
  const answer = page.locator('details', { has: question }).locator('[data-cms-content]');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('24 nouvelles recettes');
  await page.screenshot({ path: testInfo.outputPath('faq-subsection.png'), fullPage: true });
  // by keyboard too
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('the blog pages through its articles and opens one', async ({ page }, testInfo) => {
  const problems = collectProblems(page);
  await page.goto('/blog/page/1');
  await hydrated(page);
  await markDocument(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le blog');
  await expect(page.getByRole('article')).toHaveCount(12);
  await page
    .getByRole('navigation', { name: 'Pages du blog' })
    .getByRole('link', { name: 'Page 2', exact: true })
    .click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page).toHaveTitle('Le blog – page 2 - Potimarron');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le blog – page 2');

  const first = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await sameDocument(page)).toBe('same document');
  await expect(page.locator('[data-cms-content] h2').first()).toBeVisible();
  await expect(page.getByText(/Publié le \d{1,2} [a-zéû]+ \d{4}/)).toBeVisible();
  const suggested = page.getByRole('region', { name: 'À lire aussi' });
  await expect(suggested.getByRole('article')).toHaveCount(4);
  await picturesLoaded(page);
  await page.screenshot({ path: testInfo.outputPath('article.png'), fullPage: true });
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('the terms of sale render their markdown, with client-side links', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page);
  await page.goto('/conditions-generales-de-vente');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales de vente');
  await expect(page.getByRole('heading', { level: 2, name: /^Article 1 – / })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cgv.png'), fullPage: true });
  await expectAccessible(page);
  await markDocument(page);
  await page.locator('[data-cms-content]').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await sameDocument(page)).toBe('same document');
  expect(problems).toEqual([]);
});

test('the organic food page shows the API’s page', async ({ page }) => {
  await page.goto('/pour-une-alimentation-bio-saine');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pour une alimentation bio et saine',
  );
  await expect(
    page.getByRole('heading', { name: 'Lire les logos : AB et Eurofeuille' }),
  ).toBeVisible();
});

test('the reviews page says what its figures are', async ({ page }, testInfo) => {
  const problems = collectProblems(page);
  await page.goto('/avis-clients');
  await hydrated(page);
  await expect(
    page.getByText(/\d+\u00a0% des \d+\u00a0avis déposés par nos clients/),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Les derniers avis cinq étoiles' }).getByRole('article'),
  ).toHaveCount(40);
  await page.screenshot({ path: testInfo.outputPath('reviews.png') });
  await expectAccessible(page);
  expect(problems).toEqual([]);
});
