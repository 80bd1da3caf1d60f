import { expect, test } from '@playwright/test';
import { openPage } from './page-ready.ts';
import { violationsOf } from './axe.ts';

// The marketing pages of their own (ADR 050), one of each kind: /thermomix (recipes of a
// category, carousel, FAQ), /nos-ingredients (origins by region), the club, the rebrand, /bio
// (labels, producers, FAQ) and /gui (the 2025 home). Axe-clean at a phone's and a desktop's
// width, with a clean console; full-page screenshots kept for a person to look at.

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

const pages = [
  {
    path: '/thermomix',
    sections: [
      'Les recettes certifiées Thermomix du moment',
      'Votre box avec le Thermomix',
      'Ce que le robot fait pour vous',
      'Vos questions sur le Thermomix',
    ],
  },
  {
    path: '/nos-ingredients',
    sections: ['90\u00a0% d’ingrédients français', 'Nos producteurs, région par région'],
  },
  {
    path: '/le-club',
    sections: ['Les paliers du club', 'Comment grimper d’un palier à l’autre'],
  },
  {
    path: '/rutabago-devient-potimarron',
    sections: [
      'Rutabago et Potimarron, une seule maison',
      'Abonnés Rutabago, ce qui change pour vous',
    ],
  },
  {
    path: '/bio',
    sections: [
      '50\u00a0% de recettes certifiées bio',
      'Les labels que vous trouverez',
      'Les producteurs bio de ces recettes',
      'Vos questions sur le bio',
    ],
  },
  {
    path: '/gui',
    sections: ['Composez votre première box', 'Ce qui ne change jamais', 'La parole à nos abonnés'],
  },
];

for (const { path, sections } of pages) {
  test(`${path}: its own sections, no WCAG 2.2 A/AA violation at 390 and 1280 px`, async ({
    page,
  }, testInfo) => {
    const problems = await openPage(page, path);
    for (const section of sections)
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    for (const { name, width, height } of widths) {
      await page.setViewportSize({ width, height });
      expect(await violationsOf(page), `${path} at ${width} px`).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`${path.slice(1)}-${name}.png`),
        fullPage: true,
      });
    }
    expect(problems).toEqual([]);
  });
}

test('/thermomix: a question of its FAQ opens on a click', async ({ page }) => {
  const problems = await openPage(page, '/thermomix');
  await page.getByText('Quels modèles de Thermomix sont compatibles avec vos recettes').click();
  await expect(page.getByText(/TM5, le TM6 et le TM7/)).toBeVisible();
  expect(problems).toEqual([]);
});
