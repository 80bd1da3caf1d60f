import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './console-errors.ts';
import { hydrated, openPage } from './page-ready.ts';

// ADR 040 in a real browser, at a phone's width and a desktop's: a landing's own content, the
// week's recipes its version pre-selects, box settings in the URL, and its data layer events,
// pushed only once the visitor accepts audience measurement (ADR 011).

const landingEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        'event' in entry &&
        String(entry.event).startsWith('click_on_'),
    ),
  );

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { tag, width, height } of [
  { tag: '@phone', width: 390, height: 844 },
  { tag: '@desktop', width: 1280, height: 900 },
]) {
  test(`/thermomix2/2-3: its content, its box's 3 recipes pre-selected, its events after consent ${tag}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    const problems = collectProblems(page);
    await page.goto('/thermomix2/2-3');
    await hydrated(page);

    // the thermomix static content: title, a question answered in the accordion, a testimonial
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Votre Thermomix mérite de bons produits\u00a0: 6 recettes certifiées chaque semaine',
    );
    await expect(page).toHaveTitle(/^Box repas Thermomix\u00a0: 6 recettes certifiées/);
    const questions = page.getByRole('region', { name: 'Vos questions' });
    const answer = questions.getByText(/testées sur le TM6/);
    await expect(answer).toBeHidden();
    await questions.getByText(/^Quels modèles de Thermomix sont compatibles/).click();
    await expect(answer).toBeVisible();
    await expect(page.getByText('Isabelle, fan de Thermomix depuis 10 ans')).toBeVisible();

    // spec §9: the thermomix version ticks 4 of the week's recipes, no more than the URL's box
    // of 3 holds (ADR 078)
    const preview = page.getByRole('region', { name: 'La semaine prochaine au menu' });
    await expect(preview.getByRole('article')).toHaveCount(6);
    await expect(preview.getByText('Sélectionnée pour vous')).toHaveCount(3);
    await expect(preview).toContainText('Nous avons déjà choisi 3\u00a0recettes');

    // the box settings of the URL: 2 guests, 3 recipes, 6 dishes at 55 €
    const offer = page.getByRole('region', { name: 'Composez votre première box' });
    await expect(offer.getByRole('radio', { name: '2' })).toBeChecked();
    await expect(offer.getByText('3\u00a0recettes')).toBeVisible();
    await expect(offer.locator('p', { hasText: 'la box de' }).locator('data')).toHaveAttribute(
      'value',
      '55.00',
    );
    expect(await overflow(page)).toBe(0);
    await page.screenshot({
      path: testInfo.outputPath(`thermomix2-${width}.png`),
      fullPage: true,
    });

    // before a choice: a call to action pushes nothing, the data layer does not exist
    const closing = page.getByRole('link', { name: 'Composer ma box' }).last();
    await closing.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#composer$/);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);

    // accepted: the same call to action, then the configurator's submit
    await page
      .getByRole('region', { name: 'Vos choix sur les cookies' })
      .getByRole('button', { name: 'Tout accepter' })
      .click();
    await closing.focus();
    await page.keyboard.press('Enter');
    await offer.getByRole('button', { name: 'Choisir mes recettes' }).click();
    // the Thermomix landing names its version: its pre-selected recipes on the menu (spec §9)
    await expect(page).toHaveURL(/\/panier\/menu\?box=2-3&version=thermomix$/);
    expect(await landingEvents(page)).toEqual([
      { event: 'click_on_cta_landing_custom', label: 'thermomix2:fin-de-page' },
      { event: 'click_on_form_landing_custom', label: 'thermomix2:configurateur' },
    ]);
    expect(problems).toEqual([]);
  });
}

test('/generiquev2: the content written in its code, 4 recipes pre-selected', async ({ page }) => {
  const problems = await openPage(page, '/generiquev2', true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Votre première box à prix doux, livrée chez vous',
  );
  await expect(page.getByText('Léa, première box en septembre')).toBeVisible();
  const preview = page.getByRole('region', { name: 'La semaine prochaine au menu' });
  await expect(preview.getByText('Sélectionnée pour vous')).toHaveCount(4);
  await preview.getByRole('link', { name: 'Voir tout le menu de la semaine' }).click();
  await expect(page).toHaveURL(/\/menu\?week=\d+$/);
  expect(await landingEvents(page)).toEqual([
    { event: 'click_on_cta_landing_custom', label: 'generiquev2:menu' },
  ]);
  expect(problems).toEqual([]);
});

test('/generique-landing: the configurator first, 2 recipes pre-selected', async ({ page }) => {
  const problems = await openPage(page, '/generique-landing');
  const offer = page.getByRole('region', { name: 'Composez votre première box' });
  const preview = page.getByRole('region', { name: 'La semaine prochaine au menu' });
  await expect(preview.getByText('Sélectionnée pour vous')).toHaveCount(2);
  const [offerBox, previewBox] = await Promise.all([offer.boundingBox(), preview.boundingBox()]);
  // beside it on a desktop, under it on a phone: never before it
  expect(offerBox && previewBox && offerBox.x <= previewBox.x && offerBox.y <= previewBox.y).toBe(
    true,
  );
  expect(await overflow(page)).toBe(0);
  expect(problems).toEqual([]);
});
