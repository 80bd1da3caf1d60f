import { notFound } from '../router/route-outcome.ts';

/** `/page/{n}`: a positive integer written plainly, or a 404 (DECISIONS: pages start at 1). */
export function pageParam(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw)) notFound();
  return Number(raw);
}
