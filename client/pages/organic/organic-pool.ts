import {
  organicProducersOf,
  organicRecipesOf,
  type Producer,
} from '../../../shared/organic-recipes.ts';
import type { SourcedRecipe } from '../../api/queries/sourced-recipes.ts';
import { claims } from '../../components/marketing/claims.ts';

// The newest recipes with their origins, from which the organic pages and the rebrand page take
// their organic recipes; each page its own slice, so that no two show the same row (ADR 050).
// 60 of them hold the 30 organic recipes the four pages show.
export const organicPool = { pageSize: 60 };

const weekly = claims.organicRecipesPerWeek;
const boxRow = 6;

/** [from, to) in the pool's organic recipes, by route name (spec §2): /bio shows the week's 9. */
export const organicSlices = {
  rutabago: [0, weekly],
  bio: [weekly, 2 * weekly],
  box_repas_bio: [2 * weekly, 2 * weekly + boxRow],
  box_a_cuisiner_bio: [2 * weekly + boxRow, 2 * weekly + 2 * boxRow],
} as const;

export type OrganicSlice = keyof typeof organicSlices;

/** The organic recipes a page shows. */
export function organicRecipesFor(pool: readonly SourcedRecipe[], page: OrganicSlice) {
  const [from, to] = organicSlices[page];
  return organicRecipesOf(pool, to).slice(from);
}

/**
 * The producers of the organic ingredients of a page's recipes, but those an organic page before
 * it names (/bio, then the two boxes): each page introduces farms of its own.
 */
export function organicProducersFor(
  pool: readonly SourcedRecipe[],
  page: Exclude<OrganicSlice, 'rutabago'>,
): Producer[] {
  const [from] = organicSlices[page];
  const before = organicRecipesOf(pool, from).slice(organicSlices.bio[0]);
  const named = new Set(organicProducersOf(before).map((producer) => producer.name));
  return organicProducersOf(organicRecipesFor(pool, page)).filter((p) => !named.has(p.name));
}
