import type { Page } from '@playwright/test';
import { collectProblems } from './console-errors.ts';

export const consentKey = 'potimarron-consent-v1';

/** The visitor chose already: no banner over the page (and analytics as `analytics` says). */
export async function decideConsent(page: Page, analytics = false) {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: consentKey,
    value: JSON.stringify({ analytics, abTesting: false, decidedAt: new Date().toISOString() }),
  });
}

/**
 * React has hydrated the page: every element of the header, the page and the footer carries
 * React's props, the parts hydrated one after the other (ADR 059) and those whose code loads
 * while the page hydrates (ADR 031) included. Scripts and the payment form's own elements
 * (Adyen's) are not React's. The pointer moves onto the page first, as a visitor's would: the
 * parts that load at the first interaction come in too (ADR 077); `untouched` leaves the page
 * alone and those parts aside: the footer's newsletter, on every page (not for a landing, whose
 * tabs are another).
 */
export async function hydrated(page: Page, { untouched = false } = {}) {
  if (untouched) await page.waitForFunction(allReactOwned, untilInteraction);
  else await movedPointerUntilHydrated(page);
}

/** The part of every page whose code loads at the first interaction (ADR 077). */
const untilInteraction = '[aria-labelledby="newsletter-title"]';

/** The pointer moved to and fro over the page's corner until the whole page is React's. */
async function movedPointerUntilHydrated(page: Page) {
  for (let step = 0; !(await page.evaluate(allReactOwned, null)); step++) {
    // a move before the page's script listens is not seen: the next one is
    await page.mouse.move(1 + (step % 2), 1);
    await page.waitForTimeout(50);
  }
}

/** Every element of the header, the page and the footer is React's but within `left` (`hydrated`). */
function allReactOwned(left: string | null): boolean {
  const reactOwned = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps'));
  const parts = [...document.querySelectorAll('header, main, footer')];
  return (
    parts.length >= 3 &&
    parts.every(
      (part) =>
        reactOwned(part) &&
        [...part.querySelectorAll('*')].every(
          (element) =>
            element.tagName === 'SCRIPT' ||
            element.closest('#adyen-drop-in') !== null ||
            (left !== null && element.closest(left) !== null) ||
            reactOwned(element),
        ),
    )
  );
}

/**
 * The page at `path`, hydrated, for a visitor who has chosen cookies already (no banner over
 * it); returns the console problems collected from the start, for the test to assert on.
 */
export async function openPage(page: Page, path: string, analytics = false): Promise<string[]> {
  const problems = collectProblems(page);
  await decideConsent(page, analytics);
  await page.goto(path);
  await hydrated(page);
  return problems;
}

/** A rated recipe with a cover, as the cookbook lists it. */
export async function firstRecipe(page: Page): Promise<string> {
  await page.goto('/recettes/page/1');
  const href = await page
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link')
    .getAttribute('href');
  return href ?? '';
}

/** Holds back the chunk named `name` (ADR 066's parts) until the function returned is called. */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Follows a link as a visitor would, to a URL no page of the catalogue links to. */
export async function clickLinkTo(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = `lien vers ${target}`;
    document.querySelector('main')?.prepend(link);
  }, href);
  await page.getByRole('link', { name: `lien vers ${href}` }).click();
}

/** Logs in on the login page shown, with the fixtures' password. */
export async function logIn(page: Page, email: string) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('motdepasse');
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
