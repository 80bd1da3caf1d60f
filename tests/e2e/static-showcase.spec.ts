import { expect, test } from '@playwright/test';
import { serveShowcase } from '../server/support/static-showcase.ts';
import { openPage } from './page-ready.ts';

// Spec §1's static showcase (ADR 051), as `npm run build:static:test` writes it under /vitrine,
// from a plain static server: it hydrates and navigates client-side with the data it was built
// with, and asks nothing of a server or a product API.

let showcase: Awaited<ReturnType<typeof serveShowcase>>;
let origin: string;

test.beforeAll(async () => {
  showcase = await serveShowcase();
  origin = showcase.origin;
});
test.afterAll(() => showcase.close());

test('the showcase opens at /vitrine/, goes to a recipe client-side and back', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  const problems = await openPage(page, `${origin}/vitrine/`);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.locator('a[href="/vitrine/recettes/page/1"]:visible').first().click();
  await expect(page).toHaveURL(`${origin}/vitrine/recettes/page/1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos recettes');
  const recipe = page.locator('main a[href^="/vitrine/recettes/"]:not([href*="/page/"])').first();
  const name = (await recipe.getAttribute('href')) ?? '';
  await recipe.click();
  await expect(page).toHaveURL(`${origin}${name}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Nos recettes');
  // the head follows spec §2's 50 ms after the page: waited for, not read at once
  await expect(page).not.toHaveTitle('Nos recettes - Potimarron');
  await expect(page).toHaveTitle(/ - Potimarron$/);

  await page.goBack();
  await expect(page).toHaveURL(`${origin}/vitrine/recettes/page/1`);
  await expect(page).toHaveTitle('Nos recettes - Potimarron');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  expect(asked.filter((url) => !url.startsWith(`${origin}/vitrine/`))).toEqual([]);
  expect(asked.some((url) => url.endsWith('/recettes/page/1/route-data.json'))).toBe(true);
  expect(problems).toEqual([]);
});

// ADR 051: the showcase has the weeks its files were built with; another week's tab shows the
// menu it has (it showed « Service momentanément indisponible »)
test('the menu’s other weeks show the week the showcase has, never an error', async ({ page }) => {
  const problems = await openPage(page, `${origin}/vitrine/menu/`);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const next = page.locator('a[href*="/vitrine/menu?week="]:visible').first();
  await next.click();
  await expect(page).toHaveURL(/\/vitrine\/menu\?week=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByText('Service momentanément indisponible')).toHaveCount(0);
  await expect(page.locator('main article').first()).toBeVisible();
  expect(problems).toEqual([]);
});

// A static host answers any missing address with 404.html: React hydrates it as the 404 page
// whatever the address (a deep one threw « Could not find a matching route for errors »)
test('a missing address, however deep, is the 404 page, hydrated without an error', async ({
  page,
}) => {
  for (const path of ['/vitrine/nulle-part', '/vitrine/a/b/c/d', '/vitrine/recettes/inconnue']) {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const problems = await openPage(page, `${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // the document's own 404, nothing else
    expect(
      problems.filter((problem) => !problem.includes('404 (Not Found)')),
      path,
    ).toEqual([]);
    expect(
      asked.filter((url) => url.endsWith('route-data.json')),
      path,
    ).toEqual([]);
    page.removeAllListeners('request');
  }
});

// a link to a page the showcase was not built with is its 404 page too, as the address loaded
// afresh is (it showed « Service momentanément indisponible »); a link to a legacy address asks
// for no page data of it, the redirect's page being all there is
test('a link to a page the showcase lacks shows the 404 page; one to a legacy address redirects', async ({
  page,
}) => {
  const problems = await openPage(page, `${origin}/vitrine/`);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  const follow = async (href: string) => {
    await page.evaluate((target) => {
      const link = Object.assign(document.createElement('a'), {
        href: target,
        textContent: target,
      });
      document.querySelector('main')?.prepend(link);
    }, href);
    await page.getByRole('link', { name: href, exact: true }).click();
  };
  await follow('/vitrine/recettes/page/99');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByText('Service momentanément indisponible')).toHaveCount(0);
  await follow('/vitrine/cgv');
  await expect(page).toHaveURL(`${origin}/vitrine/conditions-generales-de-vente`);
  expect(asked.filter((url) => url.endsWith('/cgv/route-data.json'))).toEqual([]);
  // the missing page's data file, which the static host answers 404, and nothing else
  expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
});

// spec §2's legacy addresses keep their query, and `q` picks the landing variant, as the site's
// redirects do; a blog category's old address leads to its first page
test('the legacy addresses redirect with their query, as the site does', async ({ page }) => {
  await page.goto(`${origin}/vitrine/page-benefices?q=bio&utm_source=lettre#offre`);
  await expect(page).toHaveURL(`${origin}/vitrine/bio2?q=landing-mail&utm_source=lettre#offre`);
  await page.goto(`${origin}/vitrine/box-personnalisee?q=inconnu&code=BIENVENUE`);
  await expect(page).toHaveURL(`${origin}/vitrine/generique?code=BIENVENUE`);
  await page.goto(`${origin}/vitrine/cgv?q=bio`);
  await expect(page).toHaveURL(`${origin}/vitrine/conditions-generales-de-vente?q=bio`);
  const category = await page.request.get(`${origin}/vitrine/blog/page/1/`);
  const slug = /\/vitrine\/blog\/categorie\/([a-z0-9-]+)\/page\/1/.exec(await category.text())?.[1];
  expect(slug).toBeDefined();
  await page.goto(`${origin}/vitrine/blog/categorie/${slug}`);
  await expect(page).toHaveURL(`${origin}/vitrine/blog/categorie/${slug}/page/1`);
});

// spec §2: `?logout` leaves the address once it is done; the showcase has no server to do it
test('?logout leaves the address bar', async ({ page }) => {
  const problems = await openPage(page, `${origin}/vitrine/recettes/page/1?logout&tri=1`);
  await expect(page).toHaveURL(`${origin}/vitrine/recettes/page/1?tri=1`);
  expect(problems).toEqual([]);
});
