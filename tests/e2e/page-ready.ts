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
 * React has hydrated the page: the header's navigation and the footer, the first and the last
 * of the parts it hydrates one after the other (ADR 059), carry React's props from now on.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    [document.getElementById('main-navigation'), document.querySelector('footer')].every(
      (element) =>
        element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps')),
    ),
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
