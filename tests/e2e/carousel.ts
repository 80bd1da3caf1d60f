import { expect, type Page } from '@playwright/test';

/**
 * The carousel named `name`, with its `count` slides, once Embla has taken it over near the
 * screen (it moves the track with a transform): its buttons, and where its first slide starts.
 */
export async function takenOverCarousel(page: Page, name: string, count: number) {
  const carousel = page.getByRole('group', { name });
  const slides = carousel.getByRole('group');
  await expect(slides).toHaveCount(count);
  const previous = carousel.getByRole('button', { name: 'Précédent' });
  const next = carousel.getByRole('button', { name: 'Suivant' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await carousel.scrollIntoViewIfNeeded();
  const track = carousel.locator('[id]').first();
  await expect
    .poll(() => track.evaluate((element) => element.style.transform))
    .toContain('translate');
  const firstX = async () => (await slides.first().boundingBox())?.x ?? 0;
  return { slides, previous, next, firstX, start: await firstX() };
}
