import { expect, test, type Page } from '@playwright/test';
import { deliveryStatusTable } from '../../shared/delivery-status.ts';
import { collectProblems } from './console-errors.ts';
import { decideConsent, hydrated } from './page-ready.ts';
import { violationsOf } from './axe.ts';

// The subscriber area's deliveries (spec §4) in a browser: every status, a suspension confirmed
// in the dialog and its reactivation, updated in place (ADR 046); no WCAG 2.2 A/AA violation
// at phone and desktop widths.

const titles = [...new Set(Object.values(deliveryStatusTable).map((status) => status.title))];

async function logInAsSubscriber(page: Page) {
  await decideConsent(page);
  await page.goto('/connexion');
  await hydrated(page);
  await page.getByLabel('Adresse e-mail').fill('abonne@example.fr');
  await page.getByLabel('Mot de passe').fill('motdepasse');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mon-compte$/);
  await hydrated(page);
}

test.describe('the deliveries of the subscriber area', () => {
  test('shows the eleven status titles of spec §4', async ({ page }) => {
    const problems = collectProblems(page);
    await logInAsSubscriber(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes livraisons');
    expect(titles).toHaveLength(11);
    for (const title of titles) {
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Mon compte' })).toContainText(
      'Se déconnecter',
    );
    expect(problems).toEqual([]);
  });

  test('suspends a delivery through the dialog, then reactivates it, in place', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await logInAsSubscriber(page);
    const suspendable = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Suspendre/ }) })
      .first();
    const day = (await suspendable.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const delivery = page.getByRole('article', { name: day });
    const before = (await delivery.locator('p').nth(1).textContent()) ?? '';

    await delivery.getByRole('button', { name: /^Suspendre/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Suspendre la livraison du/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Oui, suspendre' }).click();
    await expect(dialog).toBeHidden();
    await expect(delivery.getByText('En pause', { exact: true })).toBeVisible();
    // focus follows the button that replaced the one used (WCAG 2.4.3)
    await expect(delivery.getByRole('button', { name: /^Réactiver/ })).toBeFocused();
    // and what was done is read out, in a live region that was there before (WCAG 4.1.3)
    await expect(page.getByRole('status').filter({ hasText: 'suspendue' })).toHaveText(
      'Votre livraison est suspendue.',
    );
    await expect(page).toHaveURL(/\/mon-compte\?fait=suspension$/);

    await delivery.getByRole('button', { name: /^Réactiver/ }).click();
    await expect(delivery.getByRole('button', { name: /^Suspendre/ })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'réactivée' })).toHaveText(
      'Votre livraison est réactivée.',
    );
    await expect(delivery.getByText(before.trim(), { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('cancelling the dialog changes nothing', async ({ page }) => {
    await logInAsSubscriber(page);
    const delivery = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Suspendre/ }) })
      .first();
    await delivery.getByRole('button', { name: /^Suspendre/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(delivery.getByRole('button', { name: /^Suspendre/ })).toBeFocused();
  });

  for (const width of [390, 1280]) {
    test(`no WCAG 2.2 A/AA violation at ${width} px, the dialog open too`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await logInAsSubscriber(page);
      expect(await violationsOf(page)).toEqual([]);
      await page
        .getByRole('button', { name: /^Suspendre/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }
});
