import type { ComponentType } from 'react';
import type { RouteMatch } from '../../shared/match-route.ts';

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What the page shows: the URL, its route, the status its loaders settled, and the page module. */
export interface RouteState {
  location: RouteLocation;
  match: RouteMatch;
  /** 200, or 404 (missing), 503 (product API down), 500 (anything else) */
  status: number;
  /** the page module's component, or the error page's when the status is not 200 */
  Page: ComponentType;
}

export type Resolution =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'page';
      route: RouteState;
      /** what went wrong, for the log, when the status is 500 */ error?: unknown;
    };

export const locationOf = (url: URL): RouteLocation => ({
  pathname: url.pathname,
  search: url.search,
  hash: url.hash,
});
