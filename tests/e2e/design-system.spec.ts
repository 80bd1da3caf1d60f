import { expect, test, type Page } from '@playwright/test';
import { takenOverCarousel } from './carousel.ts';
import { collectProblems } from './console-errors.ts';
import { focusedBehind } from './focus-behind.ts';
import { consentKey, decideConsent, holdChunk, hydrated, openPage } from './page-ready.ts';

// In a browser: the header (and its phone menu), the modal, the carousel, the
// accordion, tabs and steppers used with the keyboard only; toasts and notifications; cookie
// consent; the newsletter form; no layout shift; screenshots at 360, 768 and 1280 px.

const activeInside = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelector(css)?.contains(document.activeElement), selector);

/**
 * The message of `container` held on screen, as a pointer on it holds it (react-toastify's
 * pauseOnHover), once its entrance is over (a pointer put on it while it moves loses it): its
 * 4.5 or 5 s (spec §9) would otherwise run out on a loaded machine before the test reads it.
 */
async function holdMessage(page: Page, container: string) {
  const message = page.locator(`${container} .Toastify__toast`);
  await expect(message).not.toHaveClass(/Toastify--animate/);
  await message.hover();
}

test.describe('the header, with the keyboard only', () => {
  test('desktop: skip link, then the sections in order', async ({ page }) => {
    const problems = await openPage(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Tab'); // the brand
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const name of ['Le menu', 'Recettes', 'L’offre', 'Comment ça marche']) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/comment-ca-marche$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment ça marche ?');
    // focus goes to the new page's content, for screen readers
    await expect(page.locator('main')).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('phone: the menu opens, closes with Escape and gives focus back @phone', async ({
    page,
  }) => {
    const problems = await openPage(page, '/');
    const button = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Recettes' })).toBeHidden();
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // brand
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Le menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Recettes' })).toBeHidden();

    // opened again, a link navigates and the menu closes behind it
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Recettes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/recettes\/page\/1$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(problems).toEqual([]);
  });
});

test('the consent dialog: opened from the footer, focus kept inside, Escape closes it', async ({
  page,
}) => {
  const problems = await openPage(page, '/');
  const opener = page.getByRole('button', { name: 'Gérer les cookies' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Vos choix sur les cookies' });
  await expect(dialog).toBeVisible();
  expect(await activeInside(page, 'dialog[open]')).toBe(true);
  // the rest of the page is inert: Tab never leaves the dialog for the page behind
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () =>
        document.activeElement === document.body ||
        document.querySelector('dialog[open]')?.contains(document.activeElement),
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // again: a switch turned on with Space, then saved, and a notification says so
  await page.keyboard.press('Enter');
  const audience = dialog.getByRole('switch', { name: /Mesure d’audience/ });
  await audience.focus();
  await page.keyboard.press('Space');
  await expect(audience).toBeChecked();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate((key) => localStorage.getItem(key), consentKey);
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ analytics: true, abTesting: false });

  const notification = page.locator('.site-notifications').getByRole('status');
  await expect(notification).toContainText('Vos choix sont enregistrés.');
  await holdMessage(page, '.site-notifications');
  await expect(notification.locator('strong')).toHaveText('Gérer les cookies');
  const box = await notification.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.y < 200 && Math.abs(box.x + box.width / 2 - width / 2) < 4).toBe(true);
  // spec §9: no progress bar on notifications (react-toastify keeps its element, hidden)
  await expect(page.locator('.site-notifications .Toastify__progress-bar--wrp')).toHaveAttribute(
    'data-hidden',
    'true',
  );
  await page.locator('.site-notifications').getByRole('button', { name: 'Fermer' }).click();
  await expect(notification).toBeHidden();
  expect(problems).toEqual([]);
});

test('Escape then Enter at once on the opener: the dialog closes and opens again', async ({
  page,
}) => {
  const problems = await openPage(page, '/');
  const opener = page.getByRole('button', { name: 'Gérer les cookies' });
  const dialog = page.getByRole('dialog', { name: 'Vos choix sur les cookies' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // the two keys sent together reach the page before the browser's `close` event: each time
  // (half of them opened nothing while the dialog told its parent at that event only)
  for (let time = 0; time < 6; time++) {
    await Promise.all([page.keyboard.press('Escape'), page.keyboard.press('Enter')]);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(problems).toEqual([]);
});

test('the recipe carousel moves with its buttons and the arrow keys', async ({ page }) => {
  const problems = await openPage(page, '/');
  const { slides, previous, next, firstX, start } = await takenOverCarousel(
    page,
    'Nos dernières recettes',
    6,
  );

  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(firstX).toBeLessThan(start - 100);
  await expect(previous).toHaveAttribute('aria-disabled', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(firstX).toBeGreaterThan(start - 5);

  // a slide's link reached with Tab is scrolled into view
  const lastLink = slides.last().getByRole('link');
  await lastLink.focus();
  await expect(lastLink).toBeInViewport();
  expect(problems).toEqual([]);
});

test('« Suivant » pressed while the carousel’s engine is still on its way is not lost', async ({
  page,
}) => {
  // the engine's chunk held until the native row has started its step
  const release = await holdChunk(page, 'carousel-engine');
  const problems = await openPage(page, '/');
  const carousel = page.getByRole('group', { name: 'Nos dernières recettes' });
  const first = carousel.getByRole('group').first();
  await carousel.scrollIntoViewIfNeeded();
  const start = (await first.boundingBox())?.x ?? 0;
  await carousel.getByRole('button', { name: 'Suivant' }).click();
  release();
  const track = carousel.locator('[id]').first();
  await expect
    .poll(() => track.evaluate((element) => element.style.transform))
    .toContain('translate');
  await expect.poll(async () => (await first.boundingBox())?.x ?? 0).toBeLessThan(start - 100);
  await expect(carousel.getByRole('button', { name: 'Précédent' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  expect(problems).toEqual([]);
});

test('the questions open and close with Enter and Space, one at a time', async ({ page }) => {
  const problems = await openPage(page, '/');
  const first = page.locator('summary', { hasText: 'Y a-t-il un engagement' });
  const second = page.locator('summary', { hasText: 'Où livrez-vous' });
  const answer = page.getByText('Aucun. Vous mettez votre abonnement en pause');
  await expect(answer).toBeHidden();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('Partout en France, dans un colis isotherme')).toBeVisible();
  await expect(answer).toBeHidden(); // exclusive: the first closed
  expect(problems).toEqual([]);
});

test('the offer: guests with the arrow keys, recipes with the stepper, tabs', async ({ page }) => {
  const problems = await openPage(page, '/generique');
  const guests = page.getByRole('group', { name: 'Nombre de personnes' });
  await guests.getByRole('radio', { name: '4' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(guests.getByRole('radio', { name: '6' })).toBeChecked();
  // 6 guests: at most 5 recipes (spec §9's grid ends at 32 dishes), the count follows
  await expect(page.getByRole('group', { name: 'Recettes par semaine' })).toContainText(
    '5\u00a0recettes',
  );
  const more = page.getByRole('button', { name: 'Plus (recettes par semaine)' });
  await expect(more).toBeDisabled();
  await page.getByRole('button', { name: 'Moins (recettes par semaine)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('la box de 24\u00a0parts')).toBeVisible();

  const tablist = page.getByRole('tablist', { name: 'Votre box en détail' });
  await tablist.getByRole('tab', { name: 'Les recettes' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Les ingrédients' })).toBeFocused();
  await expect(tablist.getByRole('tab', { name: 'Les ingrédients' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).toContainText('% de nos recettes sont');
  expect(problems).toEqual([]);
});

test('a failed call shows a French toast at the bottom, with a progress bar @widths', async ({
  page,
  isMobile,
}) => {
  const problems = await openPage(page, '/');
  await page.route('**/api/recipes/cookbook-recipes**', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Recettes' })
    .click();
  // spec §8: the server's answer, « Internal Server Error », said in French (not a fixed
  // « service indisponible » for every 5xx); the page itself is the 503 page
  const toast = page.getByRole('alert').filter({ hasText: 'de notre côté' });
  await expect(toast).toHaveText(
    'Une erreur est survenue de notre côté. Veuillez réessayer dans quelques instants.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Service momentanément indisponible',
  );
  await holdMessage(page, '.site-toasts');
  const box = await toast.boundingBox();
  expect(box && box.y > (page.viewportSize()?.height ?? 0) / 2).toBe(true);
  await expect(page.locator('.Toastify__toast--error .Toastify__toast-icon svg')).toBeVisible();
  const bar = page.locator('.Toastify__toast--error .Toastify__progress-bar');
  await expect(bar).toBeVisible();
  // react-toastify's English name (« notification timer ») is not read out
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fermer' })).toBeVisible();
  expect(problems.filter((problem) => !problem.includes('status of 500'))).toEqual([]);
});

test('with reduced motion, a notification and a toast keep their time on screen', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const problems = await openPage(page, '/');
  // react-toastify closes a message at the end of its progress bar's animation: the page's
  // reduced-motion rule cut it to 0.01 ms, and every message vanished at once
  const timeOf = (container: string) =>
    page
      .locator(`${container} .Toastify__progress-bar`)
      .evaluate((bar) => getComputedStyle(bar).animationDuration);
  await page.getByRole('button', { name: 'Gérer les cookies' }).click();
  await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(page.locator('.site-notifications').getByRole('status')).toBeVisible();
  expect(await timeOf('.site-notifications')).toBe('5s'); // spec §9: 5000 ms

  await page.route('**/api/recipes/cookbook-recipes**', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Recettes' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'de notre côté' })).toBeVisible();
  expect(await timeOf('.site-toasts')).toBe('4.5s'); // spec §9: 4.5 s
  expect(problems.filter((problem) => !problem.includes('status of 500'))).toEqual([]);
});

test('cookie consent: nothing before the choice, the choice remembered', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Vos choix sur les cookies' });
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  // refusing is as easy as accepting (CNIL): both are buttons of the banner
  await expect(banner.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
  await banner.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner).toBeHidden();
  const stored = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), consentKey)) ?? '{}',
  ) as { analytics: boolean; decidedAt: string };
  expect(stored.analytics).toBe(true);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Gérer les cookies' })).toBeVisible();
  await expect(banner).toBeHidden();

  // a choice older than 13 months (CNIL) is asked again
  await page.evaluate(
    ({ key }) =>
      localStorage.setItem(
        key,
        JSON.stringify({ analytics: true, abTesting: true, decidedAt: '2020-01-01T00:00:00Z' }),
      ),
    { key: consentKey },
  );
  await page.reload();
  await hydrated(page);
  await expect(banner).toBeVisible();
  expect(problems).toEqual([]);
});

/** A first visit's page, hydrated, with the consent banner risen into place. */
async function consentBannerOn(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Vos choix sur les cookies' });
  await expect(banner).toBeVisible();
  await page.waitForTimeout(400); // its rise into place
  return banner;
}

test('the consent banner never hides what has the focus, and gives it to « Gérer les cookies » @widths', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const banner = await consentBannerOn(page, '/recettes/page/1');
  // WCAG 2.4.11: every link of the page, focused from the keyboard, shows above the banner
  expect(await focusedBehind(page, banner, 80)).toEqual([]);
  // WCAG 2.4.3: the buttons leave with the banner, the focus goes where the choice is changed,
  // and the page stays where the reader was
  await page.evaluate(() => window.scrollTo(0, 600));
  await banner.getByRole('button', { name: 'Tout refuser' }).focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Gérer les cookies' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // the same through the choices' dialog, whose opener « Choisir » left with the banner
  await page.evaluate((key) => localStorage.removeItem(key), consentKey);
  await page.reload();
  await hydrated(page);
  await banner.getByRole('button', { name: 'Choisir' }).click();
  await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Gérer les cookies' })).toBeFocused();
  expect(problems).toEqual([]);
});

test('the consent banner keeps its room without forcing a layout or computing the page’s style again', async ({
  browser,
  page,
}) => {
  const problems = collectProblems(page);
  type TraceEvent = {
    name: string;
    args?: { elementCount?: number; beginData?: { stackTrace?: { url: string }[] } };
  };
  const traced = async () =>
    JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
  });
  const banner = await consentBannerOn(page, '/');
  // it reads its height once the frame is laid out, never by forcing a layout of its own
  const forcedByBanner = (await traced()).filter(
    (event) =>
      event.name === 'Layout' &&
      event.args?.beginData?.stackTrace?.some((frame) => frame.url.includes('consent-prompt')),
  );
  expect(forcedByBanner).toEqual([]);
  const room = () => page.evaluate(() => getComputedStyle(document.documentElement).paddingBottom);
  const before = await room();
  // the banner grows (a longer text, a larger font): the room below the page grows with it
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await banner.locator('p').evaluate((text) => text.append(' Une phrase de plus.'.repeat(8)));
  await expect.poll(room).not.toBe(before);
  const events = await traced();
  // the document's own padding and scroll padding change, not a value each element inherits:
  // Chromium recomputed the style of every element of the page (hundreds) at each change
  const restyled = events
    .filter((event) => event.name === 'UpdateLayoutTree')
    .map((event) => event.args?.elementCount ?? 0);
  expect(restyled.length).toBeGreaterThan(0);
  expect(Math.max(...restyled)).toBeLessThan(50);
  expect(problems).toEqual([]);
});

test('the footer newsletter: French errors, success, already subscribed, analytics', async ({
  page,
}) => {
  const problems = await openPage(page, '/connexion', true);
  const form = page.locator('footer form');
  const field = form.getByLabel('Votre e-mail');
  const submit = form.getByRole('button', { name: 'Je m’inscris' });
  await submit.click();
  await expect(form.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();
  await field.fill('claire@exemple');
  await submit.click();
  await expect(form.getByText(/Cette adresse e-mail n’est pas valide/)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  const email = `lettre-${Date.now()}-${test.info().project.name}@example.fr`;
  await field.fill(email);
  await submit.click();
  await expect(form.getByRole('status')).toContainText('Votre inscription est enregistrée');
  const events = await page.evaluate(() => window.dataLayer);
  expect(events).toContainEqual({ event: 'newsletter_subscription', newsletter_source: 'footer' });

  // the same address again reads the same: the form tells nobody who is on the list
  await field.fill('x');
  await expect(form.getByRole('status')).toHaveText('');
  await field.fill(email);
  await submit.click();
  await expect(form.getByRole('status')).toContainText('Votre inscription est enregistrée');
  await expect(field).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0); // no toast either
  expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer newsletter posts to the page, and the address never reaches a URL', async ({
    page,
  }, testInfo) => {
    const problems = collectProblems(page);
    await decideConsent(page);
    await page.goto('/recettes/page/1');
    const form = page.locator('footer form');
    const submit = form.getByRole('button', { name: 'Je m’inscris' });
    await form.getByLabel('Votre e-mail').fill('claire@exemple');
    await submit.click();
    await expect(form.getByText(/Cette adresse e-mail n’est pas valide/)).toBeVisible();
    await expect(form.getByLabel('Votre e-mail')).toHaveValue('claire@exemple');
    const email = `lettre-sans-js-${Date.now()}-${testInfo.project.name}@example.fr`;
    await form.getByLabel('Votre e-mail').fill(email);
    await submit.click();
    await expect(form.getByRole('status')).toContainText('Votre inscription est enregistrée');
    await expect(page).toHaveURL(/\/recettes\/page\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the refused post's 400 is the browser's own log line
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
  });
});

test('no layout shift while fonts and pictures arrive late @widths', async ({ page }, testInfo) => {
  await decideConsent(page);
  await page.addInitScript(() => {
    const total = { value: 0 };
    (window as unknown as { cls: typeof total }).cls = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) total.value += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // late fonts and pictures: the fallback fonts and the reserved boxes must hold the layout
  await page.route(/\.(woff2|webp)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  // the offer: its code fields are drawn with the page, not added as it hydrates (ADR 036)
  for (const path of ['/', '/generique']) {
    await page.goto(path, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await hydrated(page);
    await page.waitForTimeout(1000);
    const cls = await page.evaluate(
      () => (window as unknown as { cls: { value: number } }).cls.value,
    );
    testInfo.annotations.push({ type: `CLS of ${path}`, description: cls.toFixed(4) });
    console.log(`CLS of ${path} (${testInfo.project.name}): ${cls.toFixed(4)}`);
    expect(cls, path).toBeLessThan(0.01);
  }
});

const screenshotPages = [
  ['home', '/'],
  ['offer', '/generique'],
  ['how-it-works', '/comment-ca-marche'],
  ['delivery', '/livraison'],
  ['login', '/connexion'],
  ['not-found', '/cette-page-n-existe-pas'],
] as const;

test('screenshots at 360, 768 and 1280 px: nothing wider than the screen @widths', async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  await decideConsent(page);
  for (const width of isMobile ? [360] : [768, 1280]) {
    await page.setViewportSize({ width, height: isMobile ? 780 : 900 });
    for (const [name, path] of screenshotPages) {
      await page.goto(path);
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBe(0);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  }
});

test('on a phone, a landing card’s badge wraps whole, and with text twice as large the menu button stays on screen @phone', async ({
  page,
}) => {
  await page.goto('/generique');
  await hydrated(page);
  await decideConsent(page);
  const badge = page.getByText('Sélectionnée pour vous').first();
  await badge.scrollIntoViewIfNeeded();
  expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // what a browser's default font size of 32 px does to the site's rem-sized text, added to its
  // own stylesheets (the CSP allows no other)
  await page.route('**/*.css', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\nhtml{font-size:32px}` });
  });
  await page.goto('/');
  await hydrated(page);
  const viewport = page.viewportSize()?.width ?? 0;
  const menuBox = await page.getByRole('button', { name: 'Menu' }).boundingBox();
  expect(menuBox?.height ?? 0).toBeGreaterThan(40);
  expect((menuBox?.x ?? 0) + (menuBox?.width ?? 0)).toBeLessThanOrEqual(viewport);
});

test('on a phone, the footer’s e-mail address stays on one line @phone', async ({ page }) => {
  await openPage(page, '/');
  const address = page.locator('footer a[href^="mailto:"]');
  await address.scrollIntoViewIfNeeded();
  const phone = page.locator('footer a[href^="tel:"]');
  const [addressBox, phoneBox] = [await address.boundingBox(), await phone.boundingBox()];
  // one line high, as the telephone number above it
  expect(Math.abs((addressBox?.height ?? 0) - (phoneBox?.height ?? 0))).toBeLessThan(2);
});
