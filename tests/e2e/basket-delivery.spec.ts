import { expect, test } from '@playwright/test';
import { openPage } from './page-ready.ts';
import { violationsOf } from './axe.ts';

// ADR 043's delivery step in a real browser at phone width: a prospect with a basket in the
// URL types the address, sees that Paris is delivered by cargo bike, picks a day and a slot,
// and goes on to the payment.

test('a prospect gives the delivery of the first box and goes on to the payment @phone', async ({
  page,
}, testInfo) => {
  const origin = String(testInfo.project.use.baseURL);
  // an account of its own, its session in the browser's cookies
  const created = await page.request.post('/auth/register', {
    headers: { Origin: origin },
    data: {
      firstName: 'Inès',
      lastName: 'Livraison',
      email: `livraison.${testInfo.project.name}@example.fr`,
      password: 'secret1',
      newsletter: false,
    },
  });
  expect(created.status()).toBe(200);
  const planning = (await (await page.request.get('/api/menus/logged-out-planning')).json()) as {
    data: { week: number; menu_details: { recipe: { id: number } | null }[] }[];
  };
  const coming = planning.data[1];
  const ids = coming?.menu_details.flatMap((detail) => (detail.recipe ? [detail.recipe.id] : []));
  if (!coming || !ids) throw new Error('the planning has a coming week');
  const query = `box=2-3&semaine=${coming.week}${ids
    .slice(0, 3)
    .map((id) => `&recette=${id}`)
    .join('')}`;

  const problems = await openPage(page, `/panier/livraison?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre livraison' })).toBeVisible();
  await expect(page.getByText(`pour 2\u00a0personnes, semaine ${coming.week}`)).toBeVisible();
  // the session's first name, filled in
  await expect(page.getByLabel('Prénom')).toHaveValue('Inès');

  await page.getByLabel('Nom', { exact: true }).fill('Livraison');
  await page.getByLabel('Adresse', { exact: true }).fill('12 rue Oberkampf');
  const cargoBike = page.getByText('Livraison à vélo cargo');
  await page.getByLabel('Code postal').fill('69003');
  await expect(cargoBike).toHaveCount(0);
  await page.getByLabel('Code postal').fill('75011');
  await expect(cargoBike).toBeVisible();
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page
    .getByRole('radiogroup', { name: 'Jour de votre première livraison' })
    .getByRole('radio')
    .first()
    .check();
  await page.getByRole('radio', { name: '18\u00a0h – 21\u00a0h' }).check();

  expect(await violationsOf(page)).toEqual([]);
  expect(problems).toEqual([]);

  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  // the payment step is its own page (ADR 043): only where the visitor lands is asserted
  await expect(page).toHaveURL(/\/panier\/paiement$/);
});
