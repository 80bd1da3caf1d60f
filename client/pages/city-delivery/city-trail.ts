import type { CityPage } from '../../../shared/city-pages.ts';
import type { Crumb } from '../../components/breadcrumbs.tsx';
import { homeCrumb } from '../../metadata/cookbook-trails.ts';

/** A city page sits under the delivery page (/livraison), its breadcrumbs and their JSON-LD. */
export const cityTrail = (city: CityPage): Crumb[] => [
  homeCrumb,
  { name: 'La livraison', path: '/livraison' },
  { name: city.city, path: `/${city.slug}` },
];
