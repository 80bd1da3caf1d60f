import { describe, expect, it } from 'vitest';
import {
  fakeSelectedCount,
  landingPreview,
  landingVersion,
  namedLandingVersion,
  preselectedRecipes,
  type LandingVersion,
} from '../../shared/landing-versions.ts';

describe('landingVersion (ADR 040)', () => {
  it.each([
    ['generique', 'default'],
    ['generique-landing', 'default'],
    ['famille', 'classic'],
    ['moins20min', 'classic'],
    ['bio2', 'bio'],
    ['thermomix2', 'thermomix'],
    ['generiquev2', 'bienvenue'],
  ])('%s is the %s version', (variant, version) => {
    expect(landingVersion(variant)).toBe(version);
  });

  it('is the default version for a name it does not know', () => {
    expect(landingVersion('inconnue')).toBe('default');
  });
});

describe('fakeSelectedCount (spec §9, DECISIONS « Welcome offer »)', () => {
  it.each<[LandingVersion, number]>([
    ['default', 2],
    ['classic', 2],
    ['bio', 2],
    ['thermomix', 4],
    ['bienvenue', 4],
  ])('%s: %i recipes pre-selected', (version, count) => {
    expect(fakeSelectedCount(version)).toBe(count);
  });
});

describe('landingPreview', () => {
  // a week's menu: positions 2 and 5 are the menu's own pre-selection
  const menu = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({
    id,
    selected: id === 2 || id === 5,
    tier: 'classique',
  }));
  const ids = (entries: { recipe: { id: number } }[]) => entries.map((entry) => entry.recipe.id);
  const marked = (entries: { recipe: { id: number }; preselected: boolean }[]) =>
    ids(entries.filter((entry) => entry.preselected));

  it('default: 2 pre-selected, the menu’s own first, then the rest in menu order', () => {
    const preview = landingPreview(menu, 'default', 6);
    expect(ids(preview)).toEqual([2, 5, 1, 3, 4, 6]);
    expect(marked(preview)).toEqual([2, 5]);
  });

  it('thermomix and bienvenue: 4 pre-selected, topped up from the menu', () => {
    for (const version of ['thermomix', 'bienvenue'] as const) {
      const preview = landingPreview(menu, version, 6);
      expect(marked(preview), version).toEqual([2, 5, 1, 3]);
      expect(preview, version).toHaveLength(6);
    }
  });

  it('shows at least the pre-selected count, and never more recipes than the menu has', () => {
    expect(landingPreview(menu, 'thermomix', 3)).toHaveLength(4);
    expect(landingPreview(menu.slice(0, 3), 'thermomix', 6)).toHaveLength(3);
    expect(marked(landingPreview(menu.slice(0, 3), 'thermomix', 6))).toEqual([2, 1, 3]);
    expect(landingPreview([], 'default', 6)).toEqual([]);
  });

  it('pre-selects no recipe with a supplement: the price the landing shows is the basket’s', () => {
    // 2 is the menu's own pick but premium (ADR 039: a supplement), 4 is premium_plus
    const tiers: Record<number, string> = { 2: 'premium', 4: 'premium_plus', 6: 'signature' };
    const week = menu.map((recipe) => ({ ...recipe, tier: tiers[recipe.id] ?? 'classique' }));
    const preview = landingPreview(week, 'thermomix', 6);
    expect(marked(preview)).toEqual([5, 1, 3, 6]);
    // shown all the same, after the pre-selected ones
    expect(ids(preview)).toEqual([5, 1, 3, 6, 2, 4]);
    const none = week.map((recipe) => ({ ...recipe, tier: 'premium' }));
    expect(marked(landingPreview(none, 'default', 6))).toEqual([]);
  });

  it('pre-selects no more recipes than the box holds (a box of 1: 1, spec §9)', () => {
    expect(marked(landingPreview(menu, 'thermomix', 6, 3))).toEqual([2, 5, 1]);
    expect(marked(landingPreview(menu, 'default', 6, 1))).toEqual([2]);
    expect(landingPreview(menu, 'default', 6, 1)).toHaveLength(6);
  });
});

describe('preselectedRecipes (ADR 043): what a first box starts with', () => {
  const menu = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({
    id,
    selected: id === 2 || id === 5,
    // the menu's own second pick has a supplement: never pre-selected (ADR 078)
    tier: id === 5 ? 'premium' : 'classique',
  }));
  const ids = (recipes: { id: number }[]) => recipes.map((recipe) => recipe.id);

  it('the landing preview’s pre-selected recipes: 2 for classic, 4 for thermomix (spec §9)', () => {
    expect(ids(preselectedRecipes(menu, 'classic', 8))).toEqual([2, 1]);
    expect(ids(preselectedRecipes(menu, 'thermomix', 8))).toEqual([2, 1, 3, 4]);
  });

  it('never more than the box holds', () => {
    expect(ids(preselectedRecipes(menu, 'bienvenue', 3))).toEqual([2, 1, 3]);
  });

  it('reads a version from a URL, anything else as none (ADR 052: nothing pre-selected)', () => {
    expect(namedLandingVersion('thermomix')).toBe('thermomix');
    expect(namedLandingVersion('default')).toBe('default');
    for (const raw of [null, '', 'Thermomix', 'toString', 'constructor'])
      expect(namedLandingVersion(raw), String(raw)).toBeUndefined();
  });
});
