import { expect, test, type Page } from '@playwright/test';
import { takenOverCarousel } from './carousel.ts';
import { openPage } from './page-ready.ts';

// Spec §2's gift card landing page in a browser, at a phone's width and a desktop's: nothing
// wider than the screen, the occasions' carousel moves, and an amount and the call to action
// reach the purchase page (the amount chosen in its URL).

const path = '/offrir-une-carte-cadeau';

async function carouselMoves(page: Page) {
  const { previous, next, firstX, start } = await takenOverCarousel(
    page,
    'Les occasions d’offrir une carte cadeau',
    7,
  );
  await next.click();
  await expect.poll(firstX).toBeLessThan(start - 100);
  await expect(previous).toHaveAttribute('aria-disabled', 'false');
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect.poll(firstX).toBeGreaterThan(start - 5);
}

const amounts = [30, 50, 80, 100];

async function reachesThePurchasePage(page: Page, amount: number) {
  const links = page.getByRole('region', { name: 'Choisissez le montant' }).getByRole('link');
  await expect(links).toHaveText(amounts.map((value) => new RegExp(`${value}\\s€`)));
  await links.nth(amounts.indexOf(amount)).click();
  await expect(page).toHaveURL(`/carte-cadeau?montant=${amount}`);
  await page.goBack();
  await expect(page).toHaveURL(path);
  await page.getByRole('link', { name: 'Choisir ma carte cadeau' }).click();
  await expect(page).toHaveURL('/carte-cadeau');
}

for (const [width, tag] of [
  [390, '@phone'],
  [1280, '@desktop'],
] as const) {
  test(`at ${width} px: the carousel moves, an amount and the call to action lead to the purchase page ${tag}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const problems = await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offrir une carte cadeau');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expect(page.locator('summary')).toHaveCount(5);
    await page.screenshot({
      path: testInfo.outputPath(`giftcard-landing-${width}.png`),
      fullPage: true,
    });

    await carouselMoves(page);
    await reachesThePurchasePage(page, width < 600 ? 50 : 80);
    expect(problems).toEqual([]);
  });
}
