// How organic a recipe is, from its ingredients' organic flag and origin (the recipe-origins
// data). The pantry staples the box does not bring (salt, oil…) are left out. A recipe is
// « mostly organic » when at least two thirds of what the box brings for it is (ADR 049): the
// rows of the organic city pages, never a claim of certification.

export interface OrganicShare {
  organic: number;
  total: number;
  /** organic ingredients grown in the départements asked for */
  local: number;
}

interface Ingredient {
  organic: boolean;
  pantry: boolean;
  origin: string | null;
}

/** « Landes (40) » → « 40 »; « Sri Lanka » has none. */
export const departmentOf = (origin: string | null): string | undefined =>
  /\((\d{2,3}|2[AB])\)$/.exec(origin ?? '')?.[1];

export function organicShare(
  ingredients: readonly Ingredient[],
  departments: readonly string[] = [],
): OrganicShare {
  const brought = ingredients.filter((ingredient) => !ingredient.pantry);
  const organic = brought.filter((ingredient) => ingredient.organic);
  const local = organic.filter((ingredient) =>
    departments.includes(departmentOf(ingredient.origin) ?? ''),
  );
  return { organic: organic.length, total: brought.length, local: local.length };
}

export const isMostlyOrganic = ({ organic, total }: OrganicShare): boolean =>
  total > 0 && organic * 3 >= total * 2;

/** The most local first, then the most organic. */
export const byLocalThenOrganic = (a: OrganicShare, b: OrganicShare): number =>
  b.local - a.local || b.organic / b.total - a.organic / a.total;
