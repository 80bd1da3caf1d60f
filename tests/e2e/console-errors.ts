import type { Page } from '@playwright/test';

/** Console errors, warnings (hydration mismatches included) and uncaught exceptions of a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  // with the page it happened on: CI records no trace, and a test may visit several pages
  page.on('pageerror', (error) =>
    problems.push(`pageerror on ${new URL(page.url()).pathname}: ${error.message}`),
  );
  return problems;
}
