import { notFound } from '../router/route-outcome.ts';

/**
 * `/page/{n}`: a positive integer written plainly, or a 404 (DECISIONS: pages start at 1). Five
 * digits at most: the product API answers 400 past page 100,000 (its README, "Conventions"), and a page
 * that far is past the last one of any list anyway.
 */
export function pageParam(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,4}$/.test(raw)) notFound();
  return Number(raw);
}
