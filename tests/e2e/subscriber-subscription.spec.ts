import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './console-errors.ts';
import { decideConsent, hydrated } from './page-ready.ts';
import { violationsOf } from './axe.ts';

// The subscriber's subscription and loyalty pages in a browser (ADR 047): preferences and
// setting changed and kept after a reload, a pause confirmed in the dialog then reactivated,
// the club's tier; no WCAG 2.2 A/AA violation at phone and desktop widths. Other specs share
// the subscriber fixture: every test leaves it as it found it.

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

async function openSubscription(page: Page) {
  await logInAsSubscriber(page);
  await page
    .getByRole('navigation', { name: 'Mon compte' })
    .getByRole('link', { name: 'Mon abonnement' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon abonnement');
}

const saved = (page: Page, message: string) =>
  expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();

test.describe('the subscriber’s subscription', () => {
  test('changes its preferences and its setting, kept after a reload', async ({ page }) => {
    const problems = collectProblems(page);
    await openSubscription(page);
    const vegetarian = page.getByRole('checkbox', { name: 'Végétarien' });
    const noPork = page.getByRole('checkbox', { name: 'Sans porc' });
    await expect(vegetarian).not.toBeChecked();
    await vegetarian.check();
    await noPork.check();
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await saved(page, 'Vos préférences sont enregistrées.');

    const guests = page.getByRole('group', { name: 'Nombre de personnes' });
    await guests.getByRole('radio', { name: '2' }).check();
    await page.getByLabel('Recettes par semaine').selectOption('5');
    await expect(page.getByText(/74\s€ par semaine pour 10\sparts/)).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer ma formule' }).click();
    await saved(page, 'Votre formule est enregistrée.');

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('checkbox', { name: 'Végétarien' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Sans porc' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Équilibré' })).not.toBeChecked();
    await expect(guests.getByRole('radio', { name: '2' })).toBeChecked();
    await expect(page.getByLabel('Recettes par semaine')).toHaveValue('5');

    // the fixture as it was: 4 guests × 3 recipes, no preference
    await page.getByRole('checkbox', { name: 'Végétarien' }).uncheck();
    await page.getByRole('checkbox', { name: 'Sans porc' }).uncheck();
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await saved(page, 'Vos préférences sont enregistrées.');
    await guests.getByRole('radio', { name: '4' }).check();
    await page.getByLabel('Recettes par semaine').selectOption('3');
    await page.getByRole('button', { name: 'Enregistrer ma formule' }).click();
    await saved(page, 'Votre formule est enregistrée.');
    await expect(page.getByText(/82\s€ par semaine pour 12\sparts/)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a double click on « Enregistrer » sends one request and says it is saved', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await openSubscription(page);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/subscriptions/me'))
        puts.push(request.url());
    });
    const save = page.getByRole('button', { name: 'Enregistrer mes préférences' });
    await page.getByRole('checkbox', { name: 'Végétarien' }).check();
    await save.dblclick();
    await saved(page, 'Vos préférences sont enregistrées.');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(puts).toHaveLength(1);

    // the fixture as it was (a click this soon would be the double click's third: Enter)
    await page.getByRole('checkbox', { name: 'Végétarien' }).uncheck();
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'PUT'),
      save.press('Enter'),
    ]);
    await expect(page.getByRole('checkbox', { name: 'Végétarien' })).not.toBeChecked();
    expect(puts).toHaveLength(2);
    expect(problems).toEqual([]);
  });

  test('pauses through the dialog, shows it in the deliveries, then reactivates', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await openSubscription(page);
    await expect(page.getByText('Abonnement actif', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Mettre en pause' }).click();
    const dialog = page.getByRole('dialog', { name: /^Mettre votre abonnement en pause/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Oui, mettre en pause' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Abonnement en pause depuis le/)).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Mon compte' })
      .getByRole('link', { name: 'Mes livraisons' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes livraisons');
    const paused = page
      .getByRole('article')
      .filter({ has: page.getByText('Abonnement en pause', { exact: true }) });
    // the fixture's past paused box, and now the upcoming ones held by the pause
    await expect(paused.nth(1)).toBeVisible();

    await paused.first().getByRole('link', { name: 'Réactivez votre abonnement' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon abonnement');
    await page.getByRole('button', { name: 'Réactiver mon abonnement' }).click();
    await saved(page, 'Votre abonnement est réactivé.');
    await expect(page.getByText('Abonnement actif', { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('cancelling the dialog changes nothing', async ({ page }) => {
    await openSubscription(page);
    await page.getByRole('button', { name: 'Mettre en pause' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mettre en pause' })).toBeFocused();
    await expect(page.getByText('Abonnement actif', { exact: true })).toBeVisible();
  });

  test('shows the club tier on the loyalty page', async ({ page }) => {
    const problems = collectProblems(page);
    await logInAsSubscriber(page);
    await page
      .getByRole('navigation', { name: 'Mon compte' })
      .getByRole('link', { name: 'Mon club fidélité' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon club fidélité');
    await expect(page.getByText('Gourmet', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Prochain palier.*Chef/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Découvrir le club fidélité' })).toHaveAttribute(
      'href',
      '/le-club',
    );
    expect(problems).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`no WCAG 2.2 A/AA violation at ${width} px, the dialog open too`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openSubscription(page);
      expect(await violationsOf(page)).toEqual([]);
      await page.getByRole('button', { name: 'Mettre en pause' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
      await page.goto('/mon-compte/fidelite');
      await hydrated(page);
      expect(await violationsOf(page)).toEqual([]);
      // the club's tiers, shown to everyone from the same table
      await page.goto('/le-club');
      await hydrated(page);
      await expect(page.getByRole('heading', { name: 'Les paliers du club' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Comment grimper d’un palier à l’autre' }),
      ).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }
});
