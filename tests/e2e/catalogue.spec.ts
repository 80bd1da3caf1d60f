import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectProblems } from './console-errors.ts';
import { decideConsent, firstRecipe, hydrated } from './page-ready.ts';

// Spec §2 in a real browser: the recipe page's servings, price, promo code, modals and
// analytics events; the cookbook's pages and lists; the menu's weeks and filters. Every page
// hydrates without a console error or warning.

const ingredients = (page: Page) =>
  page.getByRole('region', { name: /^Ingrédients pour/ }).getByRole('listitem');

test('the recipe page: servings change the quantities and the price', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page);
  await page.goto(await firstRecipe(page));
  await hydrated(page);
  const servings = page.getByRole('group', { name: 'Nombre de personnes' });
  await expect(servings.getByRole('radio', { name: '4' })).toBeChecked();
  await expect(
    page.getByRole('heading', { name: 'Ingrédients pour 4\u00a0personnes' }),
  ).toBeVisible();
  const forFour = await ingredients(page).first().innerText();
  const priceForFour = await page.getByRole('region', { name: /^Pour 4/ }).innerText();

  await servings.getByRole('radio', { name: '2' }).check();
  await expect(servings.getByRole('radio', { name: '2' })).toBeChecked();
  await expect(
    page.getByRole('heading', { name: 'Ingrédients pour 2\u00a0personnes' }),
  ).toBeVisible();
  const forTwo = await ingredients(page).first().innerText();
  expect(forTwo).not.toBe(forFour);
  const amount = (text: string) =>
    Number(/([\d,]+)\s/.exec(text.split('\n').pop() ?? '')?.[1]?.replace(',', '.'));
  expect(amount(forFour)).toBe(2 * amount(forTwo));
  await expect(page.getByRole('region', { name: /^Pour 2/ })).not.toHaveText(priceForFour);

  // keyboard: arrows move the choice within the group
  await servings.getByRole('radio', { name: '2' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(servings.getByRole('radio', { name: '4' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('heading', { name: 'Ingrédients pour 6\u00a0personnes' }),
  ).toBeVisible();
  // spec §5: 6 guests = 2 + 4
  expect(amount(await ingredients(page).first().innerText())).toBe(
    amount(forTwo) + amount(forFour),
  );

  await page.screenshot({ path: testInfo.outputPath('recipe.png'), fullPage: true });
  expect(problems).toEqual([]);
});

test('the recipe page: the modals open and close with the keyboard', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto(await firstRecipe(page));
  await hydrated(page);
  const opener = page.getByRole('button', { name: 'Toutes les valeurs nutritionnelles' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Valeurs nutritionnelles' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table')).toContainText('Protéines');
  // focus stays inside the modal
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const add = page.getByRole('button', { name: 'Ajouter au panier' });
  await add.focus();
  await page.keyboard.press('Enter');
  const basket = page.getByRole('dialog', { name: 'Votre choix est noté' });
  await expect(basket).toBeVisible();
  await expect(basket.getByRole('link', { name: 'Choisir ma formule' })).toHaveAttribute(
    'href',
    '/generique',
  );
  await page.keyboard.press('Escape');
  await expect(basket).toBeHidden();
  await expect(add).toBeFocused();
  expect(problems).toEqual([]);
});

test('the recipe page: extras, the stored promo code and the data layer events', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const recipe = await firstRecipe(page);
  await page.evaluate(() => localStorage.setItem('lsfCouponCode', 'RECETTE5'));
  await decideConsent(page, true);
  await page.goto(recipe);
  await hydrated(page);
  const panel = page.getByRole('region', { name: /^Pour 4/ });
  await expect(panel).toContainText('Code promo RECETTE5\u00a0: −5\u00a0€');
  const before = await panel.locator('del').innerText();
  await panel.getByRole('checkbox').first().check();
  await expect(panel.locator('del')).not.toHaveText(before);

  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const events = (await page.evaluate(() => window.dataLayer ?? [])) as {
    event?: string;
    ecommerce?: { currency: string; items: Record<string, unknown>[] } | null;
  }[];
  const named = events.filter((e) => e.event);
  expect(named.map((e) => e.event)).toEqual(['view_item', 'add_to_cart']);
  // view_item waits for the stored code's check, so it carries the coupon too
  expect(named[0]?.ecommerce?.items).toEqual([
    expect.objectContaining({ coupon: 'RECETTE5', guests: 4, currency: 'EUR' }),
  ]);
  const [item, extra] = named[1]?.ecommerce?.items ?? [];
  expect(named[1]?.ecommerce?.currency).toBe('EUR');
  expect(item).toEqual(
    expect.objectContaining({ coupon: 'RECETTE5', currency: 'EUR', guests: 4, quantity: 1 }),
  );
  expect(item?.item_category).toBe('recette');
  expect(extra).toEqual(expect.objectContaining({ item_category: 'produit', guests: 4 }));

  // an unknown code is checked, then forgotten (spec §4)
  await page.evaluate(() => localStorage.setItem('lsfCouponCode', 'INCONNU'));
  await page.reload();
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lsfCouponCode'))).toBe(null);
  await expect(page.getByRole('region', { name: /^Pour 4/ }).locator('del')).toHaveCount(0);
  // the browser itself logs the check's 404; nothing else may
  expect(problems.filter((p) => !/Failed to load resource.*404/.test(p))).toEqual([]);
});

test('the recipe page: a promo code typed, taken into account, then removed', async ({ page }) => {
  const problems = collectProblems(page);
  await decideConsent(page);
  await page.goto(await firstRecipe(page));
  await hydrated(page);
  const panel = page.getByRole('region', { name: /^Pour 4/ });
  const field = panel.getByLabel('Code promo');
  // an unknown code: spec §8's French meaning of « code not found », in a toast
  await field.fill('inconnu');
  await panel.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Ce code n’existe pas ou a expiré.')).toBeVisible();
  await expect(panel.locator('del')).toHaveCount(0);
  // a known one: the toast, the input cleared, the price discounted (spec §5)
  await field.fill('recette5');
  await panel.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Le code promo RECETTE5 a bien été pris en compte.')).toBeVisible();
  await expect(panel).toContainText('Code promo RECETTE5\u00a0: −5\u00a0€');
  await expect(panel.locator('del')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('lsfCouponCode'))).toBe('recette5');
  // removed: forgotten, the full price again
  await panel.getByRole('button', { name: 'Retirer le code' }).click();
  await expect(panel.locator('del')).toHaveCount(0);
  await expect(panel.getByLabel('Code promo')).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('lsfCouponCode'))).toBe(null);
  expect(problems.filter((p) => !/Failed to load resource.*404/.test(p))).toEqual([]);
});

test('the cookbook: pages and lists', async ({ page }, testInfo) => {
  const problems = collectProblems(page);
  await page.goto('/recettes/page/1');
  await hydrated(page);
  const firstCard = () => page.getByRole('heading', { level: 3 }).first().innerText();
  const onFirst = await firstCard();
  await page.getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/\/recettes\/page\/2$/);
  await expect(page).toHaveTitle('Nos recettes – page 2 - Potimarron');
  expect(await firstCard()).not.toBe(onFirst);

  const lists = page.getByRole('navigation', { name: 'Nos recettes par envie' });
  await lists.getByRole('link', { name: 'Végétariennes' }).click();
  await expect(page).toHaveURL(/\/recettes\/vegetarien\/page\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recettes végétariennes');
  await expect(lists.getByRole('link', { name: 'Végétariennes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await lists.getByRole('link', { name: 'Rapides' }).click();
  await expect(page).toHaveURL(/\/recettes\/rapide\/page\/1$/);
  await expect(page).toHaveTitle('Recettes rapides - Potimarron');
  await page.screenshot({ path: testInfo.outputPath('list.png'), fullPage: true });
  expect(problems).toEqual([]);
});

test('a chip focused in a row that scrolls sideways shows whole @phone', async ({ page }) => {
  /** the focused chip's box lies within its row's */
  const wholeInRow = (row: Locator) =>
    row.evaluate((element) => {
      const focused = document.activeElement?.closest(`${element.tagName} > *`);
      if (!focused || !element.contains(focused)) return false;
      const [outer, inner] = [element.getBoundingClientRect(), focused.getBoundingClientRect()];
      return inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
    });
  await page.goto('/recettes/page/1');
  await hydrated(page);
  const lists = page.getByRole('navigation', { name: 'Nos recettes par envie' });
  const row = lists.getByRole('list');
  for (const name of ['Végétariennes', 'Nutrition', 'Faciles', 'Rapides', 'Crustacés']) {
    await lists.getByRole('link', { name, exact: true }).focus();
    expect(await wholeInRow(row), name).toBe(true);
  }
  await page.goto('/menu');
  await hydrated(page);
  const filters = page.getByRole('group', { name: 'Filtrer les recettes' });
  await filters.getByRole('radio', { name: /^Toutes/ }).focus();
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press('ArrowRight');
    expect(await wholeInRow(filters.locator('> div')), `filter ${step + 1}`).toBe(true);
  }
});

test('the weekly menu: weeks and filters', async ({ page }, testInfo) => {
  const problems = collectProblems(page);
  await page.goto('/menu');
  await hydrated(page);
  const intro = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  const thisWeek = /Semaine (\d+)/.exec(await intro.innerText())?.[1];
  const weeks = page.getByRole('navigation', { name: 'Semaines du menu' });
  await expect(weeks.getByRole('link', { name: /Cette semaine/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await weeks.getByRole('link', { name: /Semaine prochaine/ }).click();
  await expect(page).toHaveURL(/\/menu\?week=\d+$/);
  await expect(intro).toContainText(
    `Semaine ${Number(thisWeek) === 52 ? '' : Number(thisWeek) + 1}`,
  );
  await expect(weeks.getByRole('link', { name: /Semaine prochaine/ })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('24 recettes');
  const filters = page.getByRole('group', { name: 'Filtrer les recettes' });
  const veggie = filters.getByRole('radio', { name: /^Végétariennes/ });
  const count = Number(/\((\d+)\)/.exec((await veggie.locator('..').innerText()) ?? '')?.[1]);
  await veggie.check();
  await expect(status).toHaveText(`${count} ${count > 1 ? 'recettes' : 'recette'} végétariennes`);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(count);
  await filters.getByRole('radio', { name: /^Toutes/ }).check();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(24);
  await expect(page.getByRole('link', { name: 'Découvrir l’offre' }).last()).toHaveAttribute(
    'href',
    '/generique',
  );
  await page.screenshot({ path: testInfo.outputPath('menu.png'), fullPage: true });
  expect(problems).toEqual([]);
});

test('a visit started with ?week opens the menu at that week, once (spec §2)', async ({ page }) => {
  const problems = collectProblems(page);
  await decideConsent(page);
  await page.goto('/menu');
  const intro = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  const thisWeek = Number(/Semaine (\d+)/.exec(await intro.innerText())?.[1]);
  const nextWeek = thisWeek >= 52 ? 1 : thisWeek + 1;
  // the visit starts elsewhere, with the week in its URL
  await page.goto(`/recettes/page/1?week=${nextWeek}`);
  await hydrated(page);
  const menuLink = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', {
      name: 'Le menu',
    });
  await menuLink.click();
  await expect(page).toHaveURL(new RegExp(`/menu\\?week=${nextWeek}$`));
  await expect(intro).toContainText(`Semaine ${nextWeek}`);
  // the menu's own link to this week shows this week
  const weeks = page.getByRole('navigation', { name: 'Semaines du menu' });
  await weeks.getByRole('link', { name: /Cette semaine/ }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(intro).toContainText(`Semaine ${thisWeek}`);
  expect(problems).toEqual([]);
});

test('the origins of a recipe’s ingredients', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto(await firstRecipe(page));
  await hydrated(page);
  await page.getByRole('link', { name: /D’où viennent les ingrédients/ }).click();
  await expect(page).toHaveURL(/\/recettes\/[a-z0-9-]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('D’où viennent');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a recipe on paper: its steps and ingredients, no header, footer, consent, price nor basket', async ({
  page,
}) => {
  await page.goto(await firstRecipe(page));
  await hydrated(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Les étapes' })).toBeVisible();
  await expect(ingredients(page).first()).toBeVisible();
  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('region', { name: 'Vos choix sur les cookies' }),
    page.getByRole('navigation', { name: 'Fil d’Ariane' }),
    page.getByRole('group', { name: 'Nombre de personnes' }),
    page.getByRole('heading', { name: 'Vous aimerez aussi' }),
  ])
    await expect(hidden).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the recipe page: servings asked of the server, the offer in place of the basket’s dialog', async ({
    page,
  }) => {
    const recipe = await firstRecipe(page);
    await page.goto(recipe);
    const servings = page.getByRole('group', { name: 'Nombre de personnes' });
    await servings.getByRole('radio', { name: '2' }).check({ force: true });
    await page.getByRole('button', { name: 'Afficher' }).click();
    await expect(page).toHaveURL(`${recipe}?personnes=2`);
    await expect(servings.getByRole('radio', { name: '2' })).toBeChecked();
    await expect(
      page.getByRole('heading', { name: 'Ingrédients pour 2\u00a0personnes' }),
    ).toBeVisible();
    const panel = page.getByRole('region', { name: /^Pour 2/ });
    const total = async () =>
      Number((await panel.locator('data').first().getAttribute('value')) ?? NaN);
    const alone = await total();
    // an extra ticked, the price asked again: the recipe's plus the extra's
    const extra = panel.getByRole('checkbox').first();
    await extra.check({ force: true });
    const extraPrice = Number(
      /\+\s([\d,]+)/.exec((await extra.locator('..').innerText()) ?? '')?.[1]?.replace(',', '.'),
    );
    await panel.getByRole('button', { name: 'Mettre à jour le prix' }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*\\?personnes=2&supplement=\\d+$`));
    await expect(extra).toBeChecked();
    expect(await total()).toBeCloseTo(alone + extraPrice, 2);
    // what only a script makes work is not offered; the basket's way is the offer
    await expect(page.getByLabel('Code promo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'Toutes les valeurs nutritionnelles' }),
    ).toBeHidden();
    await page.getByRole('link', { name: 'Choisir ma formule' }).click();
    await expect(page).toHaveURL(/\/generique$/);
  });

  // filters only a script makes work: a disabled row of them was one a keyboard cannot scroll
  // (axe's scrollable-region-focusable at 390 px)
  test('the weekly menu: the whole week, no filters that would do nothing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/menu');
    await expect(page.getByRole('group', { name: 'Filtrer les recettes' })).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(24);
  });
});
