import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { marketingTrail } from './marketing-trail.ts';

// DESIGN §4: the BreadcrumbList of a page drawn in the marketing layout (its head.ts re-exports
// this one)
export const marketingHead: Refine = ({ def, site }) => ({
  jsonLd: [breadcrumbJsonLd(site, marketingTrail(def))],
});
