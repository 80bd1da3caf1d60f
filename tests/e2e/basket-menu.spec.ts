import { expect, test, type Locator, type Page } from '@playwright/test';
import { focusedBehind } from './focus-behind.ts';
import { hydrated, openPage } from './page-ready.ts';

// ADR 042 in a real browser: the box chosen on a landing travels to /panier/menu, where the
// visitor chooses as many of the coming week's recipes as the box holds, never more, and the
// count and the price follow.

/** The indexes of the ticked recipes and of the others, in the page's order. */
const tickedAndFree = async (toggles: Locator) => {
  const states = await toggles.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).checked),
  );
  const indexes = (ticked: boolean) =>
    states.flatMap((state, index) => (state === ticked ? [index] : []));
  return [indexes(true), indexes(false)] as const;
};

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { tag, width, height } of [
  { tag: '@phone', width: 390, height: 844 },
  { tag: '@desktop', width: 1280, height: 900 },
]) {
  test(`from /famille, 2 guests × 3 recipes, three recipes chosen, a fourth refused ${tag}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    const problems = await openPage(page, '/famille');
    const offer = page.getByRole('region', { name: 'Composez votre première box' });
    await offer.getByRole('radio', { name: '2' }).check({ force: true });
    const recipes = offer.getByRole('group', { name: 'Recettes par semaine' });
    const less = recipes.getByRole('button', { name: /Moins|Retirer|−/ });
    const more = recipes.getByRole('button', { name: /Plus|Ajouter|\+/ });
    // 2 guests start at the grid's least: 2 recipes (4 dishes); one more makes 3
    while (!(await recipes.textContent())?.includes('3\u00a0recettes')) {
      const text = (await recipes.textContent()) ?? '';
      const count = Number(/(\d+)\u00a0recette/.exec(text)?.[1]);
      await (count > 3 ? less : more).click();
    }
    await offer.getByRole('button', { name: 'Choisir mes recettes' }).click();
    // /famille is the classic version: 2 recipes pre-selected (spec §9 « fake selected »)
    await expect(page).toHaveURL(/\/panier\/menu\?box=2-3&version=classic$/);
    // the new page starts at the top, smoothly (spec §2)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const count = page.getByText(/recettes? sur 3$/).first();
    await expect(count).toHaveText('2\u00a0recettes sur 3');
    await expect(page.getByText('· Présélectionnée')).toHaveCount(2);
    const total = page.getByText(/^Total/);
    // spec §9: 6 dishes are 55 €, before what pre-selected premium recipes add
    await expect(page.getByText(/^Box de 6\u00a0parts/)).toContainText('55');

    const toggles = page.getByRole('checkbox', { name: /^Choisir / });
    // which two are ticked depends on the week's menu: those the box's price includes (ADR 078)
    const [ticked, free] = await tickedAndFree(toggles);
    expect(ticked).toHaveLength(2);
    const third = toggles.nth(free[0] ?? -1);
    await third.check();
    await expect(third).toBeChecked();
    await expect(count).toHaveText('3\u00a0recettes sur 3');
    // the first recipe of the seed's coming week is premium_plus or premium at times: the total
    // is the grid's 55 € plus what the chosen ones add, never less
    const totalText = (await total.textContent()) ?? '';
    expect(Number(/(\d+(?:,\d+)?)/.exec(totalText)?.[1]?.replace(',', '.'))).toBeGreaterThanOrEqual(
      55,
    );

    // a fourth is refused, and says why
    const fourth = toggles.nth(free[1] ?? -1);
    await expect(fourth).toHaveAttribute('aria-disabled', 'true');
    // still focusable, so that its reason is heard; ticked, it changes nothing
    await fourth.focus();
    await page.keyboard.press('Space');
    await expect(fourth).not.toBeChecked();
    await expect(count).toHaveText('3\u00a0recettes sur 3');
    await expect(page.getByText(/Votre box compte déjà 3\u00a0recettes/)).toBeVisible();

    // removing one frees a place
    const first = toggles.nth(ticked[0] ?? -1);
    await first.uncheck();
    await expect(count).toHaveText('2\u00a0recettes sur 3');
    await expect(fourth).not.toHaveAttribute('aria-disabled', 'true');
    // a box not yet full is refused, and the refusal goes once the choice has changed
    await page.getByRole('button', { name: 'Continuer' }).filter({ visible: true }).first().click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Choisissez encore' });
    await expect(refusal).toHaveText(
      'Choisissez encore 1\u00a0recette pour compléter votre box de 3\u00a0recettes.',
    );
    await first.check();
    await expect(refusal).toHaveCount(0);

    // a reload finds the box and the recipes again
    await page.goto('/panier/menu');
    await hydrated(page);
    await expect(count).toHaveText('3\u00a0recettes sur 3');

    expect(await overflow(page)).toBe(0);
    await page.screenshot({
      path: testInfo.outputPath(`basket-menu-${width}.png`),
      fullPage: true,
    });
    expect(problems).toEqual([]);
  });
}

// ADR 052: the same way without JavaScript, through the box's GET forms and the basket's post.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing’s box, then the basket menu’s, then three recipes to the account step', async ({
    page,
  }) => {
    await page.goto('/famille');
    const offer = page.getByRole('region', { name: 'Composez votre première box' });
    await offer.getByRole('radio', { name: '2' }).check({ force: true });
    // − submits the form with one recipe less: 2 guests × 7 recipes
    await offer.getByRole('button', { name: 'Moins (recettes par semaine)' }).click();
    await expect(page).toHaveURL(/\/panier\/menu\?box=2-7&version=classic$/);
    // the classic landing's two recipes, ticked by the server
    await expect(page.getByText(/recettes? sur 7$/).first()).toHaveText('2\u00a0recettes sur 7');
    const toggles = page.getByRole('checkbox', { name: /^Choisir / });
    const [ticked, free] = await tickedAndFree(toggles);
    expect(ticked).toHaveLength(2);

    // the basket menu's own box: 2 guests × 3 recipes, what is ticked kept (ADR 052)
    const box = page.getByRole('group', { name: 'Recettes par semaine' });
    const noFish = page.getByRole('checkbox', { name: 'Sans poisson' });
    await noFish.check({ force: true });
    for (let count = 7; count > 3; count -= 1)
      await box.getByRole('button', { name: 'Moins (recettes par semaine)' }).click();
    await expect(page).toHaveURL(
      /\/panier\/menu\?box=2-3&version=classic&semaine=\d+&preference=no_fish(&recette=\d+){2}$/,
    );
    await expect(noFish).toBeChecked();
    await expect(page.getByText(/recettes? sur 3$/).first()).toHaveText('2\u00a0recettes sur 3');
    await toggles.nth(free[0] ?? -1).check({ force: true });
    await page.getByRole('radio', { name: '4', exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Changer ma box' }).click();
    await expect(page).toHaveURL(/\/panier\/menu\?box=4-3&version=classic&semaine=\d+/);
    await expect(page.getByText(/recettes? sur 3$/).first()).toHaveText('3\u00a0recettes sur 3');
    await expect(noFish).toBeChecked();

    await page.getByRole('button', { name: 'Continuer' }).first().click();
    await expect(page).toHaveURL(
      /\/panier\/compte\?box=4-3&semaine=\d+(&recette=\d+){3}&preference=no_fish$/,
    );
  });
});

test('what has the focus is never under the sticky bar of /panier/menu (WCAG 2.4.11) @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = await openPage(page, '/panier/menu');
  // the bar: the innermost block that holds « Continuer »
  const bar = page.locator('div').filter({ has: page.getByRole('button', { name: 'Continuer' }) });
  expect(await focusedBehind(page, bar.last(), 120)).toEqual([]);
  expect(problems).toEqual([]);
});
