import { expect, test, type Page } from '@playwright/test';
import { hydrated, openPage } from './page-ready.ts';

// Where the focus goes when a form's answer comes back or a control changes under it (WCAG
// 2.4.3, 3.3.1, 4.1.3), as a keyboard and screen reader user meets it: it was dropped on the
// page's start, and refusals of the route actions were said nowhere the focus was.

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active === document.body ? 'BODY' : (active?.getAttribute('name') ?? active?.tagName);
  });

test('a refusal of the route action takes the focus to its field; a saved form to its notice', async ({
  page,
}, testInfo) => {
  const origin = String(testInfo.project.use.baseURL);
  const email = `focus.${testInfo.project.name}@example.fr`;
  const created = await page.request.post('/auth/register', {
    headers: { Origin: origin },
    data: { firstName: 'Léa', lastName: 'Focus', email, password: 'secret1', newsletter: false },
  });
  expect(created.status()).toBe(200);
  const problems = await openPage(page, '/mon-compte/profil');

  // an e-mail another account has: only the product API knows it
  const emailField = page.getByLabel('Adresse e-mail', { exact: true });
  await emailField.fill('abonne@example.fr');
  await emailField.press('Enter');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toBeFocused();

  await emailField.fill(email);
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel('Téléphone').press('Enter');
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Vos informations ont été enregistrées.' });
  await expect(notice).toBeFocused();
  // 400 for the e-mail taken, which the browser logs; nothing else
  expect(problems.filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
});

test('− and + keep the focus at their bounds', async ({ page }) => {
  await openPage(page, '/generique');
  const more = page.getByRole('button', { name: 'Plus (recettes par semaine)' });
  await more.focus();
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('Space');
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  await expect(more).toBeFocused();
  const less = page.getByRole('button', { name: 'Moins (recettes par semaine)' });
  await less.focus();
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('Space');
  await expect(less).toHaveAttribute('aria-disabled', 'true');
  expect(await focusedName(page)).not.toBe('BODY');
  await expect(less).toBeFocused();
});

test('a carousel keeps the focus of whoever is on it when it is taken over', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const carousel = page.getByRole('group', { name: 'Nos dernières recettes' });
  const scroller = carousel.locator('div[tabindex="0"]').first();
  // focused before Embla has it: focusing scrolls it near the screen, which brings Embla
  await scroller.focus();
  const track = carousel.locator('[id]').first();
  await expect
    .poll(() => track.evaluate((element) => element.style.transform))
    .toContain('translate');
  await expect(scroller).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByRole('button', { name: 'Précédent' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused post opens its answer on the first field refused, or on the refusal said above the form', async ({
    page,
  }) => {
    await page.goto('/connexion');
    await page.getByRole('button', { name: 'Se connecter' }).press('Enter');
    const identifier = page.getByLabel('Adresse e-mail');
    await expect(identifier).toHaveAttribute('aria-invalid', 'true');
    await expect(identifier).toBeFocused();

    await identifier.fill('abonne@example.fr');
    await page.getByLabel('Mot de passe').fill('mauvais-mot');
    await page.getByRole('button', { name: 'Se connecter' }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
    await expect(page.getByRole('alert')).toBeFocused();

    // the gift card's first step: its amount is chosen, whoever buys it is the first refused
    await page.goto('/carte-cadeau');
    await page.getByRole('button', { name: /Continuer/ }).press('Enter');
    await expect(page.getByLabel('Votre adresse e-mail')).toBeFocused();
    expect(await focusedName(page)).toBe('email');

    // the footer's newsletter, at the page's end: its refusal is where the page opens
    await page.goto('/recettes/page/1');
    const footer = page.getByRole('form', { name: 'Des idées de recettes chaque semaine' });
    await footer.getByLabel('Votre e-mail').fill('pas-une-adresse');
    await footer.getByRole('button', { name: 'Je m’inscris' }).press('Enter');
    await expect(footer.getByLabel('Votre e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(footer.getByLabel('Votre e-mail')).toBeFocused();
    await expect(footer.getByLabel('Votre e-mail')).toBeInViewport();
  });
});
