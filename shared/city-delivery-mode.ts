import type { CityPageEntry } from './city-page-index.ts';
import { isCargoBikePostcode } from './delivery-area.ts';

export type DeliveryMode = 'cargo-bike' | 'carrier';

/** Cargo bike inside Paris and the four inner-suburb towns, a carrier elsewhere (DECISIONS). */
export const deliveryModeOf = (page: Pick<CityPageEntry, 'postcodes'>): DeliveryMode =>
  page.postcodes.every(isCargoBikePostcode) ? 'cargo-bike' : 'carrier';
