// Spec §9: the versions of the landing pages, and how many recipes of the week each one shows
// already ticked (« fake selected »). Which route is which version: ADR 040.

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
 * `shown` of them at most, never fewer than the version's pre-selected count, of which the
 * first are marked pre-selected.
 */
export function landingPreview<T extends { selected: boolean }>(
  recipes: readonly T[],
  version: LandingVersion,
  shown: number,
): PreviewEntry<T>[] {
  const count = fakeSelectedCount(version);
  const ordered = [
    ...recipes.filter((recipe) => recipe.selected),
    ...recipes.filter((recipe) => !recipe.selected),
  ];
  return ordered
    .slice(0, Math.max(shown, count))
    .map((recipe, index) => ({ recipe, preselected: index < count }));
}

/**
 * The recipes a first box starts with when nothing was chosen yet (ADR 043): the landing's
 * pre-selected ones, as its preview shows them, at most the box's `max`.
 */
export function preselectedRecipes<T extends { selected: boolean }>(
  recipes: readonly T[],
  version: LandingVersion,
  max: number,
): T[] {
  return landingPreview(recipes, version, 0)
    .filter((entry) => entry.preselected)
    .map((entry) => entry.recipe)
    .slice(0, max);
}
