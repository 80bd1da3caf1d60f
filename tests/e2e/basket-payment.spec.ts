import { expect, test } from '@playwright/test';
import { prospectWithOrder } from '../server/support/first-order.ts';
import { openPage } from './page-ready.ts';
import { violationsOf } from './axe.ts';

// The funnel's payment step and confirmation (ADR 043) on a phone, against the built site and
// its embedded API in test mode: a prospect whose first order the delivery step recorded (made
// here through the site's /api proxy) pays with Adyen's test card, 03/30, CVC 737.

test('a prospect pays the first box with the test card and sees it ordered @phone', async ({
  page,
  context,
  baseURL,
}) => {
  const site = baseURL ?? '';
  const prospect = await prospectWithOrder({ apiUrl: site, viaSite: site });
  await context.addCookies([{ name: 'session_jwt', value: prospect.jwt, url: site }]);
  // what the basket kept in the browser (ADR 042, 036)
  await page.addInitScript(() => {
    if (sessionStorage.getItem('basket-seeded')) return;
    sessionStorage.setItem('basket-seeded', '1');
    localStorage.setItem('lsfBasketRecipes', '{"week":1,"recipes":[1,2]}');
    localStorage.setItem('lsfCouponCode', 'BIENVENUE');
    localStorage.setItem('lsfGiftCardCode', 'CADEAU-TEST-50');
  });

  const problems = await openPage(page, '/panier/paiement', true);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vos recettes' })).toBeVisible();
  await expect(page.getByText('2 recettes pour 2 personnes')).toBeVisible();
  await expect(page.getByText('12 rue des Lilas')).toBeVisible();
  await expect(page.getByText(/créneau 18\u00a0h – 21\u00a0h/)).toBeVisible();
  await expect(page.getByText('Mode test\u00a0: aucune carte réelle n’est débitée.')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await page.getByLabel('Numéro de carte').pressSequentially('4111111145551142');
  await expect(page.getByLabel('Numéro de carte')).toHaveValue('4111 1111 4555 1142');
  await page.getByLabel('Date d’expiration').pressSequentially('0330');
  await page.getByLabel('Cryptogramme visuel').fill('737');
  await page.getByLabel('Nom du titulaire').fill('Inès Roux');
  await page.getByRole('button', { name: /^Payer / }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre première box est commandée' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`/panier/confirmation?commande=${prospect.order.reference}`);
  await expect(page.getByText(prospect.order.reference)).toBeVisible();
  await expect(page.getByText('Total payé')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accéder à mon compte' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  // the box ordered, its recipes and codes leave the browser; the box's choice stays (ADR 045)
  const stored = await page.evaluate(() =>
    ['lsfBasketRecipes', 'lsfCouponCode', 'lsfGiftCardCode'].map((key) =>
      localStorage.getItem(key),
    ),
  );
  expect(stored).toEqual([null, null, null]);
  // one purchase, after consent
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase'),
  );
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ transaction_id: prospect.order.reference, currency: 'EUR' });

  expect(problems).toEqual([]);
});

// ADR 054: the card is saved through POST /credit-cards/add, 3-D Secure on the bank's page of
// the test mode and back to the payment step, which then pays the first box with it.
test('a 3-D Secure card goes through the bank’s page, then pays the first box @phone', async ({
  page,
  context,
  baseURL,
}) => {
  const site = baseURL ?? '';
  const prospect = await prospectWithOrder({ apiUrl: site, viaSite: site });
  await context.addCookies([{ name: 'session_jwt', value: prospect.jwt, url: site }]);
  const problems = await openPage(page, '/panier/paiement', true);
  const payWith3ds = async () => {
    await page.getByLabel('Numéro de carte').pressSequentially('4212345678910006');
    await expect(page.getByLabel('Numéro de carte')).toHaveValue('4212 3456 7891 0006');
    await page.getByLabel('Date d’expiration').pressSequentially('0330');
    await page.getByLabel('Cryptogramme visuel').fill('737');
    await page.getByLabel('Nom du titulaire').fill('Inès Roux');
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Authentification 3-D Secure' }),
    ).toBeVisible();
  };

  // declined at the bank: the step again, saying why, nothing paid
  await payWith3ds();
  await page.getByRole('button', { name: 'Refuser' }).click();
  await expect(page).toHaveURL(/\/panier\/paiement\?commande=[\w-]+&tentative=\w+&redirectResult=/);
  await expect(
    page.getByText(/^L’authentification auprès de votre banque n’a pas abouti/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  expect(await violationsOf(page), 'declined').toEqual([]);

  // confirmed: the card saved, the box paid with it
  await payWith3ds();
  await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre première box est commandée' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`/panier/confirmation?commande=${prospect.order.reference}`);
  await expect(page.getByText('Total payé')).toBeVisible();
  expect(await violationsOf(page), 'confirmation').toEqual([]);
  expect(problems).toEqual([]);
});
