import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './console-errors.ts';
import { decideConsent, hydrated } from './page-ready.ts';
import { violationsOf } from './axe.ts';

// The subscriber's profile and cards in a browser (ADR 048): details edited and kept after a
// reload, the test card added and removed through the dialog; no WCAG 2.2 A/AA violation at
// phone and desktop widths. Each test on an account of its own (one database for the suite).

let accounts = 0;
/** A new account, registered through the site: the page's context holds its session cookie. */
async function newAccount(page: Page, baseURL: string | undefined) {
  accounts += 1;
  const created = await page.request.post('/auth/register', {
    headers: { Origin: String(baseURL) },
    data: {
      firstName: 'Léa',
      lastName: 'Martin',
      email: `profil.${Date.now()}.${accounts}@example.fr`,
      password: 'motdepasse',
      newsletter: false,
    },
  });
  expect(created.status()).toBe(200);
  await decideConsent(page);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test.describe('the subscriber’s profile and cards', () => {
  test('edits the profile, refused then saved, and finds it after a reload', async ({
    page,
    baseURL,
  }) => {
    const problems = collectProblems(page);
    await newAccount(page, baseURL);
    await open(page, '/mon-compte/profil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon profil');
    await expect(page.getByText(/^Membre depuis \d{4}$/)).toBeVisible();

    await page.getByLabel('Prénom').fill('Zoé');
    await page.getByLabel(/^Téléphone/).fill('12');
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(
      page.getByText('Ce numéro de téléphone n’est pas valide.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Téléphone/)).toBeFocused();

    await page.getByLabel(/^Téléphone/).fill('0611223344');
    await page.getByLabel(/^Date de naissance/).fill('1990-05-17');
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Vos informations ont été enregistrées.' }),
    ).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Prénom')).toHaveValue('Zoé');
    await expect(page.getByLabel(/^Téléphone/)).toHaveValue('06 11 22 33 44');
    await expect(page.getByLabel(/^Date de naissance/)).toHaveValue('1990-05-17');
    expect(problems).toEqual([]);
  });

  test('changes the password: a wrong current one is said, then this session goes on', async ({
    page,
    baseURL,
  }) => {
    const problems = collectProblems(page);
    await newAccount(page, baseURL);
    await open(page, '/mon-compte/profil');
    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-secret');
    await page.getByLabel('Confirmation du mot de passe').fill('nouveau-secret');
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.getByText('Votre mot de passe actuel est incorrect.')).toBeVisible();

    // passwords never come back with a refusal, as without JavaScript: typed again
    await page.getByLabel('Mot de passe actuel').fill('motdepasse');
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-secret');
    await page.getByLabel('Confirmation du mot de passe').fill('nouveau-secret');
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Votre mot de passe a été changé.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Mot de passe actuel')).toHaveValue('');
    await open(page, '/mon-compte');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes livraisons');
    // the refusal is an answer 400 of /auth/change-password, which the browser logs; nothing else
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });

  test('adds the test card, then removes it through the dialog', async ({ page, baseURL }) => {
    const problems = collectProblems(page);
    await newAccount(page, baseURL);
    await open(page, '/mon-compte/cartes');
    await expect(page.getByText('Aucune carte enregistrée.')).toBeVisible();

    await page.getByLabel('Numéro de carte').pressSequentially('4111111145551142');
    await page.getByLabel('Date d’expiration').pressSequentially('0330');
    await page.getByLabel('Cryptogramme visuel').fill('737');
    await page.getByLabel('Nom du titulaire').fill('Léa Martin');
    await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Votre carte a été enregistrée.' }),
    ).toBeVisible();
    const card = page.getByRole('article', { name: 'Visa •••• 1142' });
    await expect(card).toContainText('Expire fin 03/2030');
    // the form is a new one: a second click would save the same card again
    for (const label of ['Numéro de carte', 'Date d’expiration', 'Cryptogramme visuel'])
      await expect(page.getByLabel(label), label).toHaveValue('');

    await card.getByRole('button', { name: /^Retirer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirer la carte Visa •••• 1142\u00a0?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Oui, retirer la carte' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Votre carte a été retirée.' }),
    ).toBeVisible();
    await expect(page.getByText('Aucune carte enregistrée.')).toBeVisible();
    expect(problems).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`no WCAG 2.2 A/AA violation at ${width} px, the dialog open too`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await newAccount(page, baseURL);
      await open(page, '/mon-compte/profil');
      expect(await violationsOf(page)).toEqual([]);
      await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
      await expect(page.getByText('Veuillez saisir votre mot de passe actuel.')).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);

      await open(page, '/mon-compte/cartes');
      await page.getByLabel('Numéro de carte').pressSequentially('4111111145551142');
      await page.getByLabel('Date d’expiration').pressSequentially('0330');
      await page.getByLabel('Cryptogramme visuel').fill('737');
      await page.getByLabel('Nom du titulaire').fill('Léa Martin');
      await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
      await expect(page.getByRole('article', { name: 'Visa •••• 1142' })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
      await page.getByRole('button', { name: /^Retirer/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }
});
