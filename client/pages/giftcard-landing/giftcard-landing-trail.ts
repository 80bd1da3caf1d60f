import type { RouteDef } from '../../../shared/routes.ts';
import type { Crumb } from '../../components/breadcrumbs.tsx';
import { homeCrumb } from '../../metadata/cookbook-trails.ts';

/** Under the home page, as the marketing pages: the breadcrumbs and their BreadcrumbList. */
export const giftCardLandingTrail = (def: RouteDef): Crumb[] => [
  homeCrumb,
  { name: def.title, path: def.path },
];
