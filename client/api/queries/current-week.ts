import { queryOptions } from '@tanstack/react-query';
import { isoWeekOf } from '../../../shared/menu-week.ts';

/**
 * The ISO week of today in Paris. Not an API call: the loader computes it with the render's
 * clock and it is dehydrated with the rest, so no page reads a clock while rendering (a page
 * rendered on Sunday night and hydrated on Monday would not match).
 */
export const currentWeekQuery = (now: () => Date) =>
  queryOptions({
    queryKey: ['current-week'],
    queryFn: (): Promise<number> => Promise.resolve(isoWeekOf(now()).week),
  });
