import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// What the browser suite asks of every page: no WCAG 2.2 A or AA violation (DESIGN §10).

export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's violations, each with its impact and the elements concerned; none is the goal. */
export async function violationsOf(page: Page): Promise<string[]> {
  // an element fading in would be measured half transparent: wait for what appears to settle
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // only the violations are read: axe then details one node of each passing or inapplicable
  // rule rather than every node of the page (the same violations, ~10 % sooner here)
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcag)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
