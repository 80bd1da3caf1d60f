/** Thrown by a loader: the page is answered with this status (404 missing, 503 API down). */
export class RouteStatus extends Error {
  constructor(readonly status: number) {
    super(`route answered ${status}`);
  }
}

/** A 404 for the route: thrown by loaders, turned into the HTTP status before streaming. */
export function notFound(): never {
  throw new RouteStatus(404);
}
