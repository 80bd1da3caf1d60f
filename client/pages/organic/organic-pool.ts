import { claims } from '../../components/marketing/claims.ts';

// The newest recipes with their origins, from which the organic pages and the rebrand page take
// their organic recipes; each page its own slice, so that no two show the same row (ADR 050).
export const organicPool = { pageSize: 40 };

export const organicSlices = {
  rutabago: [0, claims.organicRecipesPerWeek],
  bio: [9, 15],
  box_repas_bio: [15, 21],
  box_a_cuisiner_bio: [21, 27],
} as const satisfies Record<string, readonly [number, number]>;

export type OrganicRoute = keyof typeof organicSlices;
