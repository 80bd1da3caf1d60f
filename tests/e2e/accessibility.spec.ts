import { expect, test } from '@playwright/test';
import { readCatalogue, type Catalogue } from '../server/support/catalogue.ts';
import { collectProblems } from './console-errors.ts';
import { decideConsent, hydrated } from './page-ready.ts';
import { violationsOf } from './axe.ts';

// DESIGN §11: no WCAG 2.2 A/AA violation (axe-core) on the home page and on one page of each
// kind, hydrated, with a clean console; the consent banner and dialog checked as well.

let catalogue: Catalogue;
test.beforeAll(async ({ baseURL }) => {
  // the catalogue's real slugs, read through the site's own /api proxy
  catalogue = await readCatalogue(baseURL ?? '');
});

const kinds: [string, (c: Catalogue) => string][] = [
  ['the home page', () => '/'],
  ['a cookbook list', () => '/recettes/page/1'],
  ['a filtered cookbook list', () => '/recettes/vegetarien/page/1'],
  ['a recipe', (c) => `/recettes/${c.recipe.slug}`],
  ['the blog', () => '/blog/page/1'],
  ['an article', (c) => `/blog/${c.liveArticle.slug}`],
  ['the help centre', () => '/faq'],
  ['a help-centre answer', (c) => c.faqArticle.path],
  ['a content page', (c) => `/${c.page.slug}`],
  ['the customers’ reviews', () => '/avis-clients'],
  ['the login page', () => '/connexion'],
  ['the registration page', () => '/inscription'],
  ['the password reset page', () => '/mot-de-passe-oublie'],
  ['a marketing page', () => '/comment-ca-marche'],
  ['the nutrition page', () => '/nutrition'],
  ['the delivery page', () => '/livraison'],
  ['the offer’s landing page', () => '/generique'],
  ['the famille landing', () => '/famille'],
  ['the moins20min landing', () => '/moins20min'],
  ['the thermomix landing, with box settings', () => '/thermomix2/2-3'],
  ['the bio landing', () => '/bio2'],
  ['landing variant 1 (generiquev2)', () => '/generiquev2'],
  ['landing variant 3 (generique-landing)', () => '/generique-landing'],
  ['the gift card landing page', () => '/offrir-une-carte-cadeau'],
  ['the basket menu, for 2 guests × 3 recipes', () => '/panier/menu?box=2-3'],
  ['the 404 page', () => '/cette-page-n-existe-pas'],
];

for (const [kind, pathOf] of kinds) {
  test(`${kind}: no WCAG 2.2 A/AA violation, a clean console @widths`, async ({ page }) => {
    const problems = collectProblems(page);
    await decideConsent(page);
    const response = await page.goto(pathOf(catalogue));
    await hydrated(page);
    expect(await violationsOf(page)).toEqual([]);
    // the 404 page's own status is the one error the browser logs
    const expected = response?.status() === 404 ? ['status of 404'] : [];
    expect(problems.filter((p) => !expected.some((e) => p.includes(e)))).toEqual([]);
  });
}

test('the consent banner and its dialog: no violation @widths', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Vos choix sur les cookies' });
  await expect(banner).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await banner.getByRole('button', { name: 'Choisir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vos choix sur les cookies' });
  await expect(dialog).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  // the page's landmarks are the page's: a dialog holds no second banner nor contentinfo
  await expect(dialog.getByRole('banner')).toHaveCount(0);
  await expect(dialog.getByRole('contentinfo')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the phone menu, open: no violation @phone', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await hydrated(page);
  // the consent banner hydrates later (ADR 031): measured once it is in, not while it fades in
  await expect(page.getByRole('region', { name: 'Vos choix sur les cookies' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the offer’s promo code and gift card, one applied, one refused: no violation', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await decideConsent(page);
  await page.addInitScript(() => window.localStorage.setItem('lsfCouponCode', 'BIENVENUE'));
  await page.goto('/generique');
  await hydrated(page);
  const offer = page.getByRole('region', { name: 'Composez votre première box' });
  await expect(offer.getByText('Code promo BIENVENUE\u00a0: −40\u00a0€')).toBeVisible();
  const giftCard = offer.getByLabel('Carte cadeau');
  await giftCard.fill('POTI-ZZZZ-9999');
  await giftCard.press('Enter');
  await expect(giftCard).toHaveAccessibleDescription(/n’existe pas/);
  expect(await violationsOf(page)).toEqual([]);
  // the browser itself logs the unknown card's 404
  expect(problems.filter((p) => !/Failed to load resource.*404/.test(p))).toEqual([]);
});

test('the subscribe form of /livraison, its address refused: no violation', async ({ page }) => {
  const problems = collectProblems(page);
  await decideConsent(page);
  await page.goto('/livraison');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'L’offre de bienvenue' });
  await form.getByLabel('Votre adresse e-mail').fill('prenom.nom@exemple');
  await form.getByRole('button', { name: 'Découvrir l’offre' }).click();
  await expect(form.getByLabel('Votre adresse e-mail')).toHaveAccessibleDescription(
    /n’est pas valide/,
  );
  expect(await violationsOf(page)).toEqual([]);
  expect(problems).toEqual([]);
});
