import { claims } from '../../components/marketing/claims.ts';

// The newest recipes with their origins, from which the organic pages and the rebrand page take
// their organic recipes; each page its own slice, so that no two show the same row (ADR 050).
export const organicPool = { pageSize: 40 };

const rebrandCount = claims.organicRecipesPerWeek;
export const organicRowSize = 6;
const rowAfter = (start: number) => [start, start + organicRowSize] as const;

/** [from, to) in the pool's organic recipes, by route name (spec §2). */
export const organicSlices = {
  rutabago: [0, rebrandCount],
  bio: rowAfter(rebrandCount),
  box_repas_bio: rowAfter(rebrandCount + organicRowSize),
  box_a_cuisiner_bio: rowAfter(rebrandCount + 2 * organicRowSize),
} as const;
