import type { RouteDef } from '../../../shared/routes.ts';

/** Where a marketing page sits: under the home page (its breadcrumbs and their JSON-LD). */
export const marketingTrail = (def: RouteDef) => [
  { name: 'Accueil', path: '/' },
  { name: def.title, path: def.path },
];
