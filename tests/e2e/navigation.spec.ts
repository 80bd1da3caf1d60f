import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectProblems } from './console-errors.ts';
import {
  clickLinkTo,
  decideConsent,
  firstRecipe,
  holdChunk,
  hydrated,
  logIn,
  openPage,
} from './page-ready.ts';

/** A mark on the window: still there after a click, the click did not reload the document. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
const isSameDocument = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { marker?: string }).marker)) ===
  'same document';

/** React has hydrated the element (it carries React's props). */
const hydratedElement = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

test('the home page loads, hydrates and shows no console error @widths', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await expect(page).toHaveTitle(
    'Box repas à cuisiner\u00a0: recettes de saison livrées chez vous - Potimarron',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des recettes de saison à cuisiner, livrées chez vous',
  );
  await expect(page.getByRole('heading', { name: 'Nos dernières recettes' })).toBeVisible();
  // hydrated: a client-side link click does not reload the document
  await page.waitForFunction(() => document.querySelector('main')?.hasAttribute('tabindex'));
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
  expect(problems).toEqual([]);
});

test('a client-side navigation updates title and content, and the back button works @widths', async ({
  page,
  isMobile,
}) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await markDocument(page);
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Recettes' })
    .click();
  await expect(page).toHaveURL(/\/recettes\/page\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos recettes');
  await expect(page).toHaveTitle('Nos recettes - Potimarron');
  expect(await isSameDocument(page)).toBe(true);

  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/recettes\/page\/2$/);
  await expect(page).toHaveTitle('Nos recettes – page 2 - Potimarron');

  await page.goBack();
  await expect(page).toHaveURL(/\/recettes\/page\/1$/);
  await expect(page).toHaveTitle('Nos recettes - Potimarron');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des recettes de saison à cuisiner, livrées chez vous',
  );
  expect(problems).toEqual([]);
});

test('the head follows a client-side navigation: one title, description and canonical URL', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/recettes/page/1');
  // a link followed before hydration is a plain navigation: wait for the app
  await hydrated(page);
  await markDocument(page);
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/recettes\/page\/2$/);
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/recettes\/page\/2$/,
  );
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Nos recettes – page 2 - Potimarron',
  );
  await expect(head.locator('title')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  expect(await isSameDocument(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('an unknown page answers 404 with its error page', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('logging in sends a subscriber to the subscriber area, and ?logout logs out', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/connexion');
  await logIn(page, 'abonne@example.fr');
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByText('Bonjour Claire\u00a0!')).toBeVisible();
  // the guard: the offer's landing is not for subscribers
  await page.goto('/generique');
  await expect(page).toHaveURL(/\/mon-compte$/);
  await page.goto('/menu?logout');
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Le menu de la semaine');
  expect(problems).toEqual([]);
});

test('a wrong password shows a French message', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByLabel('Adresse e-mail').fill('abonne@example.fr');
  await page.getByLabel('Mot de passe').fill('mauvais-mot');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
});

test('the login form checks its fields in French before sending them', async ({ page }) => {
  const problems = await openPage(page, '/connexion');
  const email = page.getByLabel('Adresse e-mail');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // spec §5: the messages of each field, the first wrong field focused, nothing sent
  await expect(page.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();
  await expect(page.getByText('Veuillez saisir votre mot de passe.')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/connexion$/);
  // once a submit was tried, a field is checked again as it is typed
  await email.fill('abonne@');
  await expect(
    page.getByText('Cette adresse e-mail n’est pas valide.', { exact: false }),
  ).toBeVisible();
  await email.fill('abonne@example.fr');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Veuillez saisir votre mot de passe.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a path with an encoded line break stays the 404 page once hydrated, and a link to one too', async ({
  page,
}) => {
  // shared/matchable-path.ts: React Router's patterns match no line terminator
  for (const path of ['/faq/x%0a', '/faq/%E2%80%A8']) {
    const problems = await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page).toHaveTitle('Page introuvable - Potimarron');
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  }
  // a link to one is left to the browser, whose document the server answers with that page
  const problems = await openPage(page, '/faq');
  await clickLinkTo(page, '/faq/%E2%80%A9');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page).toHaveTitle('Page introuvable - Potimarron');
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});

test('client-side navigations follow redirects, show a missing page as 404 and keep the document', async ({
  page,
}) => {
  const problems = await openPage(page, '/');
  await markDocument(page);

  // a legacy path (spec §2) lands on its new address
  await clickLinkTo(page, '/recettes');
  await expect(page).toHaveURL(/\/recettes\/page\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos recettes');

  // a recipe that does not exist: the error page and its title, without a reload
  await clickLinkTo(page, '/recettes/cette-recette-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page).toHaveTitle('Page introuvable - Potimarron');

  // back to the list from the error page
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos recettes');
  expect(await isSameDocument(page)).toBe(true);

  // a list's legacy path, which looks like a recipe's: the list, no recipe asked for
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await clickLinkTo(page, '/recettes/vegetarien');
  await expect(page).toHaveURL(/\/recettes\/vegetarien\/page\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/végétarien/i);
  expect(asked.filter((path) => path.includes('/cookbook-recipe/'))).toEqual([]);
  // the product API's 404 for the missing recipe is logged by the browser itself, nothing else
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});

test('back and forward return to where the page was scrolled', async ({ page }) => {
  await decideConsent(page);
  await page.goto('/recettes/page/1');
  await hydrated(page);
  const next = page.getByRole('link', { name: 'Page 2', exact: true });
  await next.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await next.click();
  await expect(page).toHaveTitle('Nos recettes – page 2 - Potimarron');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

  await page.goBack();
  await expect(page).toHaveTitle('Nos recettes - Potimarron');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 20);
});

test('back returns to where each page loaded as a document was scrolled, not to another’s', async ({
  page,
}) => {
  await decideConsent(page);
  const scrolledTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  };
  // a link where the page is scrolled to (one at the top of the page would be scrolled to)
  const followLinkInView = async (href: string) => {
    await page.evaluate((target) => {
      const link = Object.assign(document.createElement('a'), {
        href: target,
        textContent: 'Suivre',
      });
      link.style.cssText = 'position: fixed; top: 4rem; left: 1rem; z-index: 9999';
      document.body.append(link);
    }, href);
    await page.getByRole('link', { name: 'Suivre', exact: true }).click();
    await expect(page).toHaveTitle(/^Aide/);
    // the new page has come up to its top (spec §2's smooth scroll)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  };
  // two documents of one tab (typed addresses), each left by a link, each scrolled elsewhere
  await page.goto('/recettes/page/1');
  await hydrated(page);
  await scrolledTo(1500);
  await followLinkInView('/faq');
  await page.goto('/blog/page/1');
  await hydrated(page);
  await scrolledTo(700);
  await followLinkInView('/faq');

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/page\/1$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  // back into the first document: its router restores scroll once it has hydrated
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await hydrated(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/recettes\/page\/1$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
});

test('a subscriber following a link to a page for prospects is sent to the account', async ({
  page,
}) => {
  await decideConsent(page);
  await page.goto('/connexion');
  await logIn(page, 'abonne@example.fr');
  await expect(page).toHaveURL(/\/mon-compte$/);
  await hydrated(page);
  await markDocument(page);
  // the guard (spec §2 hideForAuth) runs for client-side navigations too
  await clickLinkTo(page, '/generique');
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByText('Bonjour Claire\u00a0!')).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test('with JavaScript, the login form runs its route action in the page, without a reload', async ({
  page,
}) => {
  const problems = await openPage(page, '/connexion');
  await markDocument(page);
  // spec §5's checks answer at once, in French, with no call to the server
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();
  await expect(page.getByText('Veuillez saisir votre mot de passe.')).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('abonne@example.fr');
  await page.getByLabel('Mot de passe').fill('mauvais-mot');
  // sent from the keyboard: the button keeps the focus while the form is under way (a disabled
  // one dropped it to the page's start)
  await page.getByRole('button', { name: 'Se connecter' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeFocused();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('abonne@example.fr');
  expect(await isSameDocument(page)).toBe(true);
  await page.getByLabel('Mot de passe').fill('motdepasse');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByText('Bonjour Claire\u00a0!')).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  // the browser logs the refused login's 400 itself, nothing else
  expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form posts to the page’s route action on the server', async ({ page }) => {
    await page.goto('/connexion');
    await page.getByLabel('Adresse e-mail').fill('abonne@example.fr');
    await page.getByLabel('Mot de passe').fill('mauvais-mot');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/connexion$/);
    await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue('abonne@example.fr');
    await logIn(page, 'abonne@example.fr');
    await expect(page).toHaveURL(/\/mon-compte$/);
    await expect(page.getByText('Bonjour Claire\u00a0!')).toBeVisible();
  });

  test('a phone lists the header’s sections, with no menu button that would open nothing @phone', async ({
    page,
  }) => {
    await page.goto('/recettes/page/1');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    const sections = header.getByRole('navigation', { name: 'Navigation principale' });
    await expect(sections.getByRole('link', { name: 'Le menu' })).toBeVisible();
    await sections.getByRole('link', { name: 'Aide' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test('the head of a page first reached by a client-side navigation is its own', async ({
  page,
}) => {
  // the cookbook's head module loads with its loader, not with the home page
  await openPage(page, '/');
  // hydration paired each script of the head with the element the browser renders for it
  // (ADR 070's stop, then the JSON-LD blocks), none with another's
  const pairs = await page.evaluate(() =>
    [...document.head.querySelectorAll('script')].map((script) => {
      const key = Object.keys(script).find((name) => name.startsWith('__reactFiber$'));
      const fiber = key
        ? (script as unknown as Record<string, { memoizedProps: { type?: string } }>)[key]
        : undefined;
      return [script.getAttribute('type'), fiber ? (fiber.memoizedProps.type ?? null) : 'none'];
    }),
  );
  expect(pairs.length).toBeGreaterThan(1);
  for (const [element, rendered] of pairs) expect(rendered).toBe(element);
  await markDocument(page);
  await clickLinkTo(page, '/recettes/page/2');
  await expect(page).toHaveTitle('Nos recettes – page 2 - Potimarron');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/recettes\/page\/2$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Nos recettes – page 2 - Potimarron',
  );
  // its JSON-LD blocks are the ones the server writes for it, each in its own block (the
  // head's scripts are paired one to one when the page hydrates: ADR 070's stop among them)
  const served = await (await page.request.get('/recettes/page/2')).text();
  const blocks = [...served.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(blocks.map((block) => block[1]).join('')).toContain('"ItemList"');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => script.textContent,
        ),
      ),
    )
    .toEqual(blocks.map((block) => block[1]));
  expect(
    await page.evaluate(() =>
      [...document.head.querySelectorAll('script:not([type])')].map((s) => s.textContent),
    ),
  ).toEqual(['/* ADR 070 */']);
  expect(await isSameDocument(page)).toBe(true);
});

test('a click on the header before it has hydrated still opens the menu (ADR 059) @phone', async ({
  page,
}) => {
  // the page's frame hydrates first, then the header, the page and the footer one after the
  // other: on a slow phone (CPU 8× slower) a click can land on the header in between
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.addInitScript(() => {
    const hydrated = (element: Element | null) =>
      !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const clickEarly = () => {
      const button = document.querySelector<HTMLButtonElement>('header button[aria-controls]');
      if (!hydrated(document.getElementById('contenu')) || !button)
        return void setTimeout(clickEarly, 0);
      (window as unknown as { early: boolean }).early = !hydrated(button);
      button.click();
    };
    clickEarly();
  });
  const menu = page.getByRole('button', { name: 'Menu' });
  let early = false;
  // the click is early on nearly every load; three loads make it certain
  for (let load = 0; load < 3 && !early; load += 1) {
    await page.goto('/recettes/page/1');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    early = await page.evaluate(() => (window as unknown as { early: boolean }).early);
  }
  expect(early).toBe(true);
});

test('a footer link clicked before its part has hydrated still leads to its page, and after, in the same document (ADR 066)', async ({
  page,
}) => {
  // the footer's sections load while the page hydrates; held back here, a click on one of
  // their links is React's to block (it cannot hydrate the part yet) and the browser's to follow
  const release = await holdChunk(page, 'footer-directory');
  await decideConsent(page);
  await page.goto('/');
  await expect.poll(() => hydratedElement(page.locator('main'))).toBe(true);
  await markDocument(page);
  const recipes = page.getByRole('contentinfo').getByRole('link', { name: 'Toutes nos recettes' });
  expect(await hydratedElement(recipes)).toBe(false);
  await recipes.click();
  await expect(page).toHaveURL(/\/recettes\/page\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos recettes');
  expect(await isSameDocument(page)).toBe(false);

  // its code in, the part hydrates and its links navigate in the page
  release();
  await hydrated(page);
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Questions fréquentes' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test('a part hydrated later keeps its server HTML while the page renders again around it (ADR 066)', async ({
  page,
}) => {
  // a recipe's hero and its suggestions load while the page hydrates; held back here, the page
  // renders again once hydrated (it reads the stored promo code, then sends view_item): they
  // stay as the server drew them, then hydrate
  const releaseHero = await holdChunk(page, 'recipe-hero');
  const releaseCards = await holdChunk(page, 'recipe-cards');
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removed: string[] }).removed = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.querySelector('h1, h3')) removed.push(node.tagName);
    }).observe(document, { childList: true, subtree: true });
  });
  await decideConsent(page, true);
  const recipe = await firstRecipe(page);
  await page.goto(recipe);
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === 'view_item'),
  );
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  expect(await hydratedElement(title)).toBe(false);
  const suggestions = page.getByRole('region', { name: 'Vous aimerez aussi' });
  const suggestion = suggestions.getByRole('heading', { level: 3 }).first();
  await expect(suggestion).toBeVisible();
  expect(await hydratedElement(suggestion)).toBe(false);

  releaseHero();
  releaseCards();
  await hydrated(page);
  await expect(title).toBeVisible();
  await expect(suggestion).toBeVisible();
  expect(await hydratedElement(suggestion)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { removed: string[] }).removed)).toEqual(
    [],
  );
});

test('the first page’s metadata stays the server’s: its head module loads only with a navigation back to it (ADR 067)', async ({
  page,
}) => {
  const heads: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/head-[\w-]+\.js$/.test(request.url())) heads.push(request.url());
  });
  await decideConsent(page);
  const recipe = await firstRecipe(page);
  await page.goto(recipe);
  await hydrated(page, { untouched: true });
  const title = await page.title();
  const tableLoaded = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/routes-[\w-]+\.js$/.test(entry.name)),
    );
  // left alone, the page loads nothing of the next pages' machinery (ADR 077)
  await page.waitForLoadState('networkidle');
  expect(await tableLoaded()).toBe(false);
  // at the first interaction, the head machinery comes in (the route table among it), the
  // page's head module not
  await page.mouse.move(10, 10);
  await expect.poll(tableLoaded).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(heads).toEqual([]);
  expect(await page.title()).toBe(title);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Toutes nos recettes' }).click();
  await expect(page).toHaveTitle('Nos recettes - Potimarron');
  await page.goBack();
  await expect(page).toHaveTitle(title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${recipe}$`),
  );
  expect(heads.length).toBeGreaterThan(0);
});

test('a landing left alone loads neither the next pages’ machinery nor its carousel’s engine nor its tabs; the first interaction brings them (ADR 077)', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const loaded = (name: string) =>
    scripts.some((path) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path));
  await decideConsent(page);
  await page.goto('/generique');
  await page.waitForLoadState('networkidle');
  for (const name of ['routes', 'meta-for-route', 'carousel-engine', 'landing-details'])
    expect(loaded(name), name).toBe(false);
  // the tabs are in the HTML all the same, their first panel shown
  const tablist = page.getByRole('tablist', { name: 'Votre box en détail' });
  await expect(tablist.getByRole('tab')).toHaveCount(3);
  await expect(page.getByRole('tabpanel')).toContainText('nouvelles recettes chaque semaine');

  // a scroll is the visitor's first interaction
  await tablist.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded('landing-details')).toBe(true);
  await expect.poll(() => loaded('routes')).toBe(true);
  // the first slides' carousel was near the screen from the start: its engine comes too
  await expect.poll(() => loaded('carousel-engine')).toBe(true);
  await hydrated(page);
  await tablist.getByRole('tab', { name: 'Les ingrédients' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('% de nos recettes sont');

  // and the first navigation writes the next page's head
  await page.getByRole('contentinfo').getByRole('link', { name: 'Toutes nos recettes' }).click();
  await expect(page).toHaveTitle('Nos recettes - Potimarron');
});

test('on a phone, a tap on a link as the visit’s first interaction leads to the page with its own head (ADR 077) @phone', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await decideConsent(page);
  await page.goto('/recettes/page/1');
  await hydrated(page, { untouched: true });
  await page.waitForLoadState('networkidle');
  const recipe = page.getByRole('heading', { level: 3 }).first().getByRole('link');
  const name = (await recipe.textContent()) ?? '';
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // the route table and the map start loading with the touch; the navigation waits for them
  await recipe.tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} - Potimarron`);
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
});

// ADR 069: a browser loads ICU's data with the first Intl formatter a page makes (32–75 ms of
// the main thread here): the reading pages hydrate their prices and dates without one
test('the home page, the cookbook and a recipe hydrate without making an Intl formatter', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    const intl = Intl as unknown as Record<string, typeof Intl.NumberFormat>;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'ListFormat']) {
      const counted = (target: typeof Intl.NumberFormat, args: unknown[]) => {
        made.push(name);
        return Reflect.construct(target, args) as Intl.NumberFormat;
      };
      const original = intl[name];
      if (original) intl[name] = new Proxy(original, { construct: counted });
    }
  });
  const recipe = await firstRecipe(page);
  for (const path of ['/', '/recettes/page/1', recipe]) {
    const problems = await openPage(page, path);
    expect(
      await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade),
      path,
    ).toEqual([]);
    expect(problems, path).toEqual([]);
  }
  // what they show all the same: the reviews' days on the home page
  await openPage(page, '/');
  await expect(page.locator('time').first()).toHaveText(/^\d{1,2}(er)? [a-zéû]+ \d{4}$/);
});
