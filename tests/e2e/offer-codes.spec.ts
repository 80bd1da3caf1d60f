import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { giftCardOrderBody, visaTestCard } from '../server/support/gift-card-order.ts';
import { openPage } from './page-ready.ts';

// ADR 036 in a real browser: the offer's « Code promo » and « Carte cadeau », at a phone's width
// and a desktop's. Prices: spec §9's grid, spec §5's caps (BIENVENUE: 50 %, at most 40 €), the
// gift card's value after the promo code, never below zero.

interface IssuedCard {
  code: string;
  value: number;
}

/** A real, unused 50 € card: bought with a test card through the site's /api proxy (ADR 003). */
async function buyGiftCard(request: APIRequestContext, origin: string): Promise<IssuedCard> {
  const response = await request.post('/api/discounts/pay-gift-card', {
    headers: { Origin: origin },
    data: giftCardOrderBody(visaTestCard),
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { resultCode: string; giftCard: IssuedCard };
  };
  expect(data.resultCode).toBe('Authorised');
  return data.giftCard;
}

const offerOf = (page: Page) => page.getByRole('region', { name: 'Composez votre première box' });

/** The box's price and the price per dish, as `<data>` values (« 110.00 ») and struck-through text. */
async function expectPrices(offer: Locator, total: string, perDish: string, was: string[] = []) {
  await expect(offer.locator('p', { hasText: 'la box de' }).locator('data')).toHaveAttribute(
    'value',
    total,
  );
  await expect(offer.locator('p', { hasText: 'la part' }).locator('data')).toHaveAttribute(
    'value',
    perDish,
  );
  // struck through on screen, said « Au lieu de … » to a screen reader
  await expect(offer.locator('del')).toHaveText(was.map((price) => `Au lieu de ${price}`));
}

const storedCodes = (page: Page) =>
  page.evaluate(() => [
    localStorage.getItem('lsfCouponCode'),
    localStorage.getItem('lsfGiftCardCode'),
  ]);

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const refused = 'Cette carte cadeau n’existe pas, a déjà été utilisée ou a expiré.';

for (const { tag, width, height } of [
  { tag: '@phone', width: 390, height: 844 },
  { tag: '@desktop', width: 1280, height: 900 },
]) {
  test(`the offer: a promo code, then a gift card, off its price, then removed ${tag}`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const card = await buyGiftCard(request, baseURL ?? '');
    await page.setViewportSize({ width, height });
    const problems = await openPage(page, '/generique');
    const offer = offerOf(page);
    // spec §9: 4 guests × 8 recipes = 32 dishes, 150 €, 4,69 € a dish
    await expectPrices(offer, '150.00', '4.69');

    // the promo code, typed as anyone would: the toast, the discounted price (spec §5's cap)
    const promo = offer.getByLabel('Code promo');
    await promo.fill('bienvenue');
    await offer.getByRole('button', { name: 'Appliquer' }).first().click();
    await expect(
      page.getByText('Le code promo BIENVENUE a bien été pris en compte.'),
    ).toBeVisible();
    await expect(offer.getByText('Code promo BIENVENUE\u00a0: −40\u00a0€')).toBeVisible();
    await expectPrices(offer, '110.00', '3.44', ['150\u00a0€', '4,69\u00a0€']);
    await expect(offer.getByText('Code promo BIENVENUE appliqué')).toBeFocused();

    // a card no one sold: said beside the field, tied to it; a malformed one costs no call
    const cardChecks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/add-gift-card/')) cardChecks.push(r.url());
    });
    const giftField = offer.getByLabel('Carte cadeau');
    await giftField.fill('poti-zzzz-9999');
    await giftField.press('Enter');
    await expect(giftField).toHaveAccessibleDescription(refused);
    await expect(giftField).toHaveAttribute('aria-invalid', 'true');
    await expect(giftField).toBeFocused();
    expect(cardChecks).toEqual([
      expect.stringMatching(/\/api\/discounts\/add-gift-card\/POTI-ZZZZ-9999$/),
    ]);
    // spaces read as the groups' hyphens; a « / » is in no card's code
    await giftField.fill('poti/zzzz');
    await giftField.press('Enter');
    await expect(giftField).toHaveAccessibleDescription(refused);
    expect(cardChecks).toHaveLength(1);
    await offer.screenshot({ path: testInfo.outputPath(`offer-codes-${width}-refused.png`) });
    await expectPrices(offer, '110.00', '3.44', ['150\u00a0€', '4,69\u00a0€']);

    // the card bought above, typed loosely, with the keyboard: 150 − 40 − 50 = 60 €
    await giftField.fill(`  ${card.code.toLowerCase()} `);
    await giftField.press('Enter');
    await expect(
      page.getByText(`La carte cadeau ${card.code} de 50\u00a0€ a bien été prise en compte.`),
    ).toBeVisible();
    await expect(offer.getByText(`Carte cadeau ${card.code}\u00a0: −50\u00a0€`)).toBeVisible();
    await expectPrices(offer, '60.00', '1.88', ['150\u00a0€', '4,69\u00a0€']);
    expect(await storedCodes(page)).toEqual(['bienvenue', card.code]);

    // 2 guests × 2 recipes: 45 €, half off, the card pays the 22,50 € left — never below zero
    await offer
      .getByRole('group', { name: 'Nombre de personnes' })
      .getByRole('radio', { name: '2' })
      .check();
    const fewer = offer.getByRole('button', { name: 'Moins (recettes par semaine)' });
    while (await fewer.isEnabled()) await fewer.click();
    await expectPrices(offer, '0.00', '0.00', ['45\u00a0€', '11,25\u00a0€']);
    await expect(offer.getByText(`Carte cadeau ${card.code}\u00a0: −22,50\u00a0€`)).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await offer.screenshot({ path: testInfo.outputPath(`offer-codes-${width}-applied.png`) });
    await page.screenshot({
      path: testInfo.outputPath(`offer-codes-${width}.png`),
      fullPage: true,
    });

    // kept across visits: checked again after hydration (the card is not spent by a check)
    await page.reload();
    await expectPrices(offer, '60.00', '1.88', ['150\u00a0€', '4,69\u00a0€']);

    // removed, with the keyboard for the card: focus goes back to the field each time
    await offer.getByText(/^Carte cadeau .* appliquée$/).focus();
    await page.keyboard.press('Tab');
    await expect(offer.getByRole('button', { name: 'Retirer la carte' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(offer.getByLabel('Carte cadeau')).toBeFocused();
    await expectPrices(offer, '110.00', '3.44', ['150\u00a0€', '4,69\u00a0€']);
    await offer.getByRole('button', { name: 'Retirer le code' }).click();
    await expect(offer.getByLabel('Code promo')).toBeFocused();
    await expectPrices(offer, '150.00', '4.69');
    expect(await storedCodes(page)).toEqual([null, null]);

    if (width < 400) {
      // nothing wider than the narrowest phone, error message shown
      await page.setViewportSize({ width: 360, height: 780 });
      await offer.getByLabel('Carte cadeau').fill('X'.repeat(64));
      await offer.getByLabel('Carte cadeau').press('Enter');
      await expect(offer.getByLabel('Carte cadeau')).toHaveAccessibleDescription(refused);
      expect(await overflow(page)).toBe(0);
      await offer.screenshot({ path: testInfo.outputPath('offer-codes-360-refused.png') });
    }
    // the browser itself logs the unknown card's 404; nothing else may
    expect(problems.filter((p) => !/Failed to load resource.*404/.test(p))).toEqual([]);
  });
}

test('the offer: stored codes priced after hydration, a stored card no one sold forgotten', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('lsfCouponCode', 'BIENVENUE');
    localStorage.setItem('lsfGiftCardCode', 'POTI-ZZZZ-9999');
  });
  const problems = await openPage(page, '/generique');
  const offer = offerOf(page);
  await expectPrices(offer, '110.00', '3.44', ['150\u00a0€', '4,69\u00a0€']);
  await expect.poll(() => storedCodes(page)).toEqual(['BIENVENUE', null]);
  await expect(offer.getByLabel('Carte cadeau')).toHaveValue('');
  // a code stored by hand that no card can have is forgotten without a call
  const cardChecks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/add-gift-card/')) cardChecks.push(r.url());
  });
  await page.evaluate(() => localStorage.setItem('lsfGiftCardCode', 'CADEAU TEST'));
  await page.reload();
  await expectPrices(offer, '110.00', '3.44', ['150\u00a0€', '4,69\u00a0€']);
  await expect.poll(() => storedCodes(page)).toEqual(['BIENVENUE', null]);
  expect(cardChecks).toEqual([]);
  expect(problems.filter((p) => !/Failed to load resource.*404/.test(p))).toEqual([]);
});
