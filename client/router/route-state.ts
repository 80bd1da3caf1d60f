import type { RouteMatch } from '../../shared/match-route.ts';

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What the page shows: the URL, its route, and the status its loaders settled. */
export interface RouteState {
  location: RouteLocation;
  match: RouteMatch;
  /** 200, or 404 (missing), 503 (product API down), 500 (anything else) */
  status: number;
  /** what the page's route action answered, when the page shows its answer */
  answer?: unknown;
}
