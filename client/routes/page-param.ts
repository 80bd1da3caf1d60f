import { data } from 'react-router-dom';

/** A 404 response for the router: thrown by loaders, turned into the HTTP status before streaming. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** `/page/{n}`: a positive integer written plainly, or a 404 (DECISIONS: pages start at 1). */
export function pageParam(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw)) notFound();
  return Number(raw);
}
