import Database from 'better-sqlite3';
import { expect, test, request as playwrightRequest } from '@playwright/test';
import { collectProblems } from './console-errors.ts';
import { clickLinkTo, hydrated, logIn, openPage } from './page-ready.ts';

// Registration, password reset and the end of a session (spec §4), in the browser, against the
// built site and its embedded API (playwright.config.ts).

/** The reset code the product API would have e-mailed (it writes it to its log and database). */
function resetCodeOf(email: string): string {
  const db = new Database(process.env.E2E_PRODUCT_API_DB ?? '', { readonly: true });
  try {
    const row = db
      .prepare('select reset_password_code as code from users where email = ?')
      .get(email) as { code: string | null } | undefined;
    return row?.code ?? '';
  } finally {
    db.close();
  }
}

test('a new visitor registers, is logged in and lands on the basket menu', async ({
  page,
}, testInfo) => {
  const problems = await openPage(page, '/connexion');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/inscription$/);
  await expect(page).toHaveTitle(/^Créer un compte - /);
  // an address that has an account is said as the field is left
  await page.getByLabel('Adresse e-mail').fill('abonne@example.fr');
  await page.getByLabel('Adresse e-mail').blur();
  await expect(page.getByText('Un compte existe déjà avec cette adresse.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter ?' })).toHaveAttribute(
    'href',
    '/connexion',
  );
  // spec §5's checks before anything is sent
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Veuillez saisir votre prénom.')).toBeVisible();
  await expect(page.getByLabel('Prénom')).toBeFocused();

  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Bernard');
  await page.getByLabel('Adresse e-mail').fill(`ines.${testInfo.project.name}@example.fr`);
  await page.getByLabel('Mot de passe', { exact: true }).fill('secret1');
  await page.getByLabel('Confirmation du mot de passe').fill('secret2');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
  await page.getByLabel('Confirmation du mot de passe').fill('secret1');
  await page.getByLabel(/J’accepte les/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/panier\/menu$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez vos recettes');
  expect(problems).toEqual([]);
});

test('a visitor resets a forgotten password with the code received, and is logged in', async ({
  page,
}, testInfo) => {
  const email = `oubli.${testInfo.project.name}@example.fr`;
  // an account of its own, so that no other test's password changes
  const api = await playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL });
  const created = await api.post('/auth/register', {
    headers: { Origin: String(testInfo.project.use.baseURL) },
    data: { firstName: 'Paul', lastName: 'Oubli', email, password: 'ancien1', newsletter: false },
  });
  expect(created.status()).toBe(200);
  await api.dispose();

  await openPage(page, '/connexion');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'un code de 6' })).toBeVisible();

  await page.getByLabel('Code reçu par e-mail').fill('000000');
  await page.getByLabel('Nouveau mot de passe').fill('nouveau1');
  await page.getByLabel('Confirmation du mot de passe').fill('nouveau1');
  const code = resetCodeOf(email);
  expect(code).toMatch(/^\d{6}$/);
  if (code === '000000') await page.getByLabel('Code reçu par e-mail').fill('111111');
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  // the wrong code is said beside its field, which takes the focus (WCAG 3.3.1)
  const codeField = page.getByLabel('Code reçu par e-mail');
  await expect(codeField).toHaveAccessibleDescription(
    'Le code de réinitialisation est incorrect ou a expiré.',
  );
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toBeFocused();
  await codeField.fill(code);
  await page.getByLabel('Nouveau mot de passe').fill('nouveau1');
  await page.getByLabel('Confirmation du mot de passe').fill('nouveau1');
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(page).toHaveURL(/\/panier\/menu\?fait=mot-de-passe$/);
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Votre mot de passe a été modifié, vous êtes connecté.' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
});

test('a 401 during a visit logs the visitor out, on the home page, with a notification', async ({
  page,
  context,
}, testInfo) => {
  const problems = collectProblems(page);
  await openPage(page, '/connexion');
  await logIn(page, 'abonne@example.fr');
  await expect(page).toHaveURL(/\/mon-compte$/);
  await hydrated(page);

  // the session ends elsewhere (a logout on another device ends them all)
  const session = (await context.cookies()).find((cookie) => cookie.name === 'session_jwt');
  expect(session).toBeDefined();
  const other = await playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL });
  await other.post('/auth/logout', {
    headers: {
      Origin: String(testInfo.project.use.baseURL),
      Cookie: `session_jwt=${session?.value}`,
    },
  });
  await other.dispose();

  // the next call of this page is refused: the visitor is logged out here too
  await clickLinkTo(page, '/recettes/page/2');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'session_jwt'))
    .toBe(false);
  // the guard sees an anonymous visitor again: the login page is open to them
  await page.goto('/connexion');
  await expect(page).toHaveURL(/\/connexion$/);
  expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
});

test('after « Se déconnecter », nothing of the session is left in the tab: the next account sees its own data', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await openPage(page, '/connexion');
  await logIn(page, 'abonne@example.fr');
  await expect(page).toHaveURL(/\/mon-compte$/);
  // the profile drawn by the server: its details are in the page's state
  await page.goto('/mon-compte/profil');
  await hydrated(page);
  await expect(page.getByLabel('Prénom')).toHaveValue('Claire');

  await page.getByRole('link', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  const state = () => page.evaluate(() => document.getElementById('app-state')?.textContent ?? '');
  await expect.poll(state).not.toContain('Claire');
  expect(await state()).not.toContain('abonne@example.fr');

  // another account in the same tab, without a reload
  await clickLinkTo(page, '/connexion');
  await logIn(page, 'prospect@example.fr');
  await expect(page).toHaveURL(/\/panier\/menu/);
  await clickLinkTo(page, '/mon-compte/profil');
  await expect(page.getByLabel('Prénom')).toHaveValue('Hugo');
  expect(problems).toEqual([]);
});
