// Spec §9: the versions of the landing pages, and how many recipes of the week each one shows
// already ticked (« fake selected »). Which route is which version: ADR 040.

import { isIncludedTier } from './tier-supplement.ts';

export type LandingVersion = 'default' | 'classic' | 'bio' | 'thermomix' | 'bienvenue';

/** A landing's route, as the route table's `props.variant` names it. */
const landingVersionOfVariant: Readonly<Record<string, LandingVersion>> = {
  generique: 'default',
  'generique-landing': 'default',
  famille: 'classic',
  moins20min: 'classic',
  bio2: 'bio',
  thermomix2: 'thermomix',
  generiquev2: 'bienvenue',
};

export const landingVersion = (variant: string): LandingVersion =>
  landingVersionOfVariant[variant] ?? 'default';

const versions: readonly string[] = ['default', 'classic', 'bio', 'thermomix', 'bienvenue'];

/**
 * The version a URL names (`/panier/menu?version=thermomix`), or undefined when it names none:
 * then nothing is pre-selected (ADR 052).
 */
export const namedLandingVersion = (raw: string | null | undefined): LandingVersion | undefined =>
  raw && versions.includes(raw) ? (raw as LandingVersion) : undefined;

/** Spec §9 and DECISIONS: 4 for thermomix and bienvenue, the default of 2 for the others. */
export function fakeSelectedCount(version: LandingVersion): number {
  return version === 'thermomix' || version === 'bienvenue' ? 4 : 2;
}

export interface PreviewEntry<T> {
  recipe: T;
  /** shown as chosen for the visitor (« Sélectionnée pour vous ») */
  preselected: boolean;
}

/**
 * A landing's preview of the week's menu: the recipes the menu itself pre-selects
 * (`menu_details.option_selected`, spec §3) first, then the others, each group in menu order;
 * `shown` of them at most, never fewer than those pre-selected, which come first: the
 * version's count, at most the box's `max` recipes, among those the box's price includes (ADR
 * 039), so that the price a landing shows is the basket's (ADR 078).
 */
export function landingPreview<T extends { selected: boolean; tier: string }>(
  recipes: readonly T[],
  version: LandingVersion,
  shown: number,
  max = Number.POSITIVE_INFINITY,
): PreviewEntry<T>[] {
  const ordered = [
    ...recipes.filter((recipe) => recipe.selected),
    ...recipes.filter((recipe) => !recipe.selected),
  ];
  const chosen = ordered
    .filter((recipe) => isIncludedTier(recipe.tier))
    .slice(0, Math.min(fakeSelectedCount(version), max));
  return [...chosen, ...ordered.filter((recipe) => !chosen.includes(recipe))]
    .slice(0, Math.max(shown, chosen.length))
    .map((recipe, index) => ({ recipe, preselected: index < chosen.length }));
}

/**
 * The recipes a first box starts with when nothing was chosen yet (ADR 043): the landing's
 * pre-selected ones, as its preview shows them, at most the box's `max`.
 */
export function preselectedRecipes<T extends { selected: boolean; tier: string }>(
  recipes: readonly T[],
  version: LandingVersion,
  max: number,
): T[] {
  return landingPreview(recipes, version, 0, max)
    .filter((entry) => entry.preselected)
    .map((entry) => entry.recipe);
}
