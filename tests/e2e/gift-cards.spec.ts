import { expect, test, type Page } from '@playwright/test';
import { openPage } from './page-ready.ts';
import { violationsOf } from './axe.ts';

// Buying a gift card (ADR 037) in the browser, against the built site and its embedded API in
// test mode, with Adyen's test cards: expiry 03/30, CVC 737.

async function fillOrder(page: Page, amount: string) {
  await page.getByLabel(amount).check();
  await page.getByLabel('Votre adresse e-mail').fill('lea@example.fr');
  await page.getByLabel('Nom du bénéficiaire').fill('Camille <b>');
  await page.getByLabel('Adresse e-mail du bénéficiaire').fill('camille@example.fr');
  await page.getByLabel('Votre message').fill('Bon anniversaire\u00a0!');
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement par carte' })).toBeVisible();
}

async function fillCard(page: Page, card: { number: string; cvc?: string }) {
  await page.getByLabel('Numéro de carte').fill('');
  await page.getByLabel('Numéro de carte').pressSequentially(card.number.replace(/\s/g, ''));
  await page.getByLabel('Date d’expiration').fill('');
  await page.getByLabel('Date d’expiration').pressSequentially('0330');
  await page.getByLabel('Cryptogramme visuel').fill(card.cvc ?? '737');
  await page.getByLabel('Nom du titulaire').fill('Léa Martin');
}

const codeShown = (page: Page) => page.getByText(/^POTI-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

test('a visitor buys a 50 € card and sees its code; each step is accessible', async ({ page }) => {
  const problems = await openPage(page, '/carte-cadeau', true);
  expect(await violationsOf(page)).toEqual([]);
  // spec §5's checks before anything is sent, the first wrong field focused
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();
  await expect(page.getByLabel('Votre adresse e-mail')).toBeFocused();
  expect(await violationsOf(page)).toEqual([]);

  await fillOrder(page, '50\u00a0€');
  // each step takes the focus at its start, as a new page would (WCAG 2.4.3)
  await expect(page.getByRole('heading', { name: 'Votre carte cadeau' })).toBeFocused();
  await page.getByRole('button', { name: /^Modifier/ }).click();
  await expect(page.getByRole('heading', { name: 'Votre carte', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Votre carte cadeau' })).toBeFocused();
  await expect(page.getByText('Mode test\u00a0: aucune carte réelle n’est débitée.')).toBeVisible();
  // the document's title names the step (WCAG 2.4.2), after spec §2's debounce
  await expect(page).toHaveTitle(/^Paiement \(étape 2 sur 3\) – Acheter une carte cadeau - /);
  // markup typed in a name is shown as text
  await expect(page.getByText('Camille <b> (camille@example.fr)')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await fillCard(page, { number: '4111111145551142' });
  await expect(page.getByLabel('Numéro de carte')).toHaveValue('4111 1111 4555 1142');
  await expect(page.getByText('Carte Visa')).toBeVisible();
  await expect(page.getByLabel('Date d’expiration')).toHaveValue('03/30');
  await page.getByRole('button', { name: 'Payer 50\u00a0€' }).click();

  await expect(
    page.getByRole('heading', { name: 'Merci\u00a0! Votre carte cadeau est prête.' }),
  ).toBeFocused();
  await expect(codeShown(page)).toBeVisible();
  await expect(page).toHaveTitle(/^Confirmation \(étape 3 sur 3\) – Acheter une carte cadeau - /);
  await expect(page.getByText('Camille <b>', { exact: true })).toBeVisible();
  await expect(page.getByText(/novembre|décembre|janvier/).first()).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  // spec §7: purchase_gift_card after consent, without the card's code
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: string }).event === 'purchase_gift_card',
    ),
  );
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ value: 50, transaction_id: expect.stringMatching(/^POTI-/) });
  expect(JSON.stringify(events)).not.toContain(await codeShown(page).innerText());
  expect(problems).toEqual([]);
});

test('a 3-D Secure card goes through the bank’s step and comes back to its card', async ({
  page,
}) => {
  const problems = await openPage(page, '/carte-cadeau?montant=80');
  await fillOrder(page, '80\u00a0€');
  await fillCard(page, { number: '4212345678910006' });
  await page.getByRole('button', { name: 'Payer 80\u00a0€' }).click();
  // the bank's page of the test mode
  await expect(page.getByRole('heading', { name: 'Authentification 3-D Secure' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
  await expect(page).toHaveURL(/\/carte-cadeau\/confirmation\?redirectResult=/);
  await expect(codeShown(page)).toBeVisible();
  await expect(page.getByText('80\u00a0€', { exact: true })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  // the same address again: the same card, nothing paid twice
  const code = await codeShown(page).innerText();
  await page.reload();
  await expect(codeShown(page)).toHaveText(code);
  expect(problems).toEqual([]);
});

test('a refused card says why, and the next try pays', async ({ page }) => {
  const problems = await openPage(page, '/carte-cadeau');
  await fillOrder(page, '30\u00a0€');
  await fillCard(page, { number: '4111111145551142', cvc: '000' });
  await page.getByRole('button', { name: 'Payer 30\u00a0€' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Le cryptogramme visuel ne correspond pas à cette carte. Vérifiez-le et réessayez.',
  );
  expect(await violationsOf(page)).toEqual([]);
  await fillCard(page, { number: '4111111145551142' });
  await page.getByRole('button', { name: 'Payer 30\u00a0€' }).click();
  await expect(codeShown(page)).toBeVisible();
  expect(problems).toEqual([]);
});

test('the purchase works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/carte-cadeau?montant=100');
    await expect(page.getByLabel('100\u00a0€')).toBeChecked();
    await fillOrder(page, '100\u00a0€');
    await page.getByLabel('Numéro de carte').fill('4111 1111 4555 1142');
    await page.getByLabel('Date d’expiration').fill('03/30');
    await page.getByLabel('Cryptogramme visuel').fill('737');
    await page.getByLabel('Nom du titulaire').fill('Léa Martin');
    await page.getByRole('button', { name: 'Payer 100\u00a0€' }).click();
    await expect(codeShown(page)).toBeVisible();
  } finally {
    await context.close();
  }
});
