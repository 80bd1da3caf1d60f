import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { marketingTrail } from './marketing-trail.ts';

// DESIGN §4: a marketing page's BreadcrumbList
export const head: Refine = ({ def, site }) => ({
  jsonLd: [breadcrumbJsonLd(site, marketingTrail(def))],
});
