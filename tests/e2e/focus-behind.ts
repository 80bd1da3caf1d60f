import type { Locator, Page } from '@playwright/test';

/**
 * WCAG 2.4.11: Tab `presses` times and name what took the focus while `overlay` (a fixed or
 * sticky part of the page) covered it, even in part.
 */
export async function focusedBehind(
  page: Page,
  overlay: Locator,
  presses: number,
): Promise<string[]> {
  const behind: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    const cover = await overlay.boundingBox();
    const focused = await overlay.evaluate((element) => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body || element.contains(active)) return null;
      const { top, bottom, height } = active.getBoundingClientRect();
      const name = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
      return { name, top, bottom, height };
    });
    if (
      cover &&
      focused &&
      focused.height > 0 &&
      focused.bottom > cover.y + 1 &&
      focused.top < cover.y + cover.height - 1
    )
      behind.push(focused.name);
  }
  return behind;
}
