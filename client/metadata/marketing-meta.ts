import type { RouteDef } from '../../shared/routes.ts';
import { breadcrumbJsonLd } from './json-ld.ts';
import type { PageRefinements } from './meta-refinement.ts';

/** Where a marketing page sits: under the home page (its breadcrumbs and their JSON-LD). */
export const marketingTrail = (def: RouteDef) => [
  { name: 'Accueil', path: '/' },
  { name: def.title, path: def.path },
];

/** Metadata of the marketing pages (issue 4): the BreadcrumbList of DESIGN §4. */
export const marketingMeta: PageRefinements = {
  marketing: ({ def, site }) => ({ jsonLd: [breadcrumbJsonLd(site, marketingTrail(def))] }),
};
