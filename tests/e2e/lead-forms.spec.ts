import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './console-errors.ts';
import { decideConsent, hydrated, openPage } from './page-ready.ts';

// The subscribe form of /nutrition and /livraison (spec §2, ADR 041) and the reviews of
// /nutrition, in the browser at a phone's 390 px and a desktop's 1280 px.

const widthOf = (isMobile: boolean) =>
  isMobile ? { width: 390, height: 844 } : { width: 1280, height: 900 };

const leadEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: string }).event === 'newsletter_subscription_lead',
    ),
  );

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(widthOf(isMobile));
});

test('with JavaScript: spec §5’s checks, then the offer, the event after consent, the address kept', async ({
  page,
}, testInfo) => {
  const email = `nutrition.${testInfo.project.name}@example.fr`;
  const problems = await openPage(page, '/nutrition', true);
  const form = page.getByRole('form', { name: 'L’offre de bienvenue' });
  const field = form.getByLabel('Votre adresse e-mail');
  const send = form.getByRole('button', { name: 'Découvrir l’offre' });

  await send.click();
  await expect(form.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill('prenom.nom@exemple');
  await expect(form.getByText('Cette adresse e-mail n’est pas valide.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({
    path: testInfo.outputPath(`nutrition-error-${page.viewportSize()?.width}.png`),
  });

  await field.fill(email);
  await expect(field).not.toHaveAttribute('aria-invalid');
  await send.click();
  await expect(page).toHaveURL(/\/generique$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await leadEvents(page)).toEqual([
    { event: 'newsletter_subscription_lead', newsletter_source: 'nutrition' },
  ]);

  // the lead's page stays in the history, as after a post without JavaScript
  await page.goBack();
  await expect(page).toHaveURL(/\/nutrition$/);
  // the account step has the address already
  await page.goto('/inscription');
  await hydrated(page);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
  expect(problems).toEqual([]);
});

test('an address already signed up goes on to the offer; no event without consent', async ({
  page,
}, testInfo) => {
  const email = `livraison.${testInfo.project.name}@example.fr`;
  const problems = await openPage(page, '/livraison');
  const form = page.getByRole('form', { name: 'L’offre de bienvenue' });
  for (const round of [1, 2]) {
    await form.getByLabel('Votre adresse e-mail').fill(email);
    await form.getByRole('button', { name: 'Découvrir l’offre' }).click();
    await expect(page, `round ${round}`).toHaveURL(/\/generique$/);
    if (round === 1) await page.goBack();
    await hydrated(page);
  }
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  // the second sign-up's answer is the product API's 400, which the browser logs itself
  expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
});

test('the delivery page keeps its expandable questions', async ({ page }) => {
  const problems = await openPage(page, '/livraison');
  const question = page.getByText('Mes produits restent-ils au frais ?');
  await question.click();
  await expect(page.getByText(/gardent vos produits au frais 24\u00a0heures/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('/nutrition shows three five-star reviews and the way to all of them', async ({ page }) => {
  const problems = await openPage(page, '/nutrition');
  const reviews = page.getByRole('region', { name: 'Ils cuisinent avec nous' });
  await expect(reviews.getByRole('listitem')).toHaveCount(3);
  await expect(reviews.getByRole('img', { name: 'Note\u00a0: 5,0 sur 5' })).toHaveCount(3);
  await reviews.getByRole('link', { name: 'Tous les avis de nos clients' }).click();
  await expect(page).toHaveURL(/\/avis-clients$/);
  // the page carried the three alone: the whole file is read on the way (spec §5: 40 shown)
  await expect(page.getByRole('article')).toHaveCount(40);
  await page.goBack();
  await expect(reviews.getByRole('listitem')).toHaveCount(3);
  expect(problems).toEqual([]);
});

test('a visit reads the reviews file once: the home page reached on the way, then all of them', async ({
  page,
}) => {
  const problems = await openPage(page, '/faq');
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/reviews-cache/reviews.json')) reads.push(request.url());
  });
  await page.locator('header a[href="/"]').first().click();
  const reviews = page.getByRole('region', { name: 'Ils cuisinent avec nous' });
  await expect(reviews.getByRole('listitem')).toHaveCount(3);
  await reviews.getByRole('link', { name: 'Tous les avis de nos clients' }).click();
  await expect(page.getByRole('article')).toHaveCount(40);
  // spec §4: reviews are loaded once and cached
  expect(reads).toHaveLength(1);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the page, which sends the visitor on to the offer', async ({
    page,
  }, testInfo) => {
    const problems = collectProblems(page);
    await decideConsent(page);
    await page.goto('/livraison');
    const form = page.getByRole('form', { name: 'L’offre de bienvenue' });
    await form.getByRole('button', { name: 'Découvrir l’offre' }).click();
    await expect(form.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();
    await form
      .getByLabel('Votre adresse e-mail')
      .fill(`sans-js.${testInfo.project.name}@example.fr`);
    await form.getByRole('button', { name: 'Découvrir l’offre' }).click();
    await expect(page).toHaveURL(/\/generique$/);
    // the refused post's 400 is the browser's own log line
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
  });
});

test('screenshots of both pages @widths', async ({ page }, testInfo) => {
  await decideConsent(page);
  for (const [name, path] of [
    ['nutrition', '/nutrition'],
    ['livraison', '/livraison'],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${page.viewportSize()?.width}.png`),
      fullPage: true,
    });
  }
});
