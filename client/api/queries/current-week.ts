import { queryOptions } from '@tanstack/react-query';

/**
 * The ISO week of today in Paris. Not an API call: the loader computes it with the render's
 * clock and it is dehydrated with the rest, so no page reads a clock while rendering (a page
 * rendered on Sunday night and hydrated on Monday would not match). The week's rule comes with
 * the first client-side load that asks for it, not with every page that shows the week (ADR 068).
 */
export const currentWeekQuery = (now: () => Date) =>
  queryOptions({
    queryKey: ['current-week'],
    queryFn: async (): Promise<number> => {
      const { isoWeekOf } = await import('../../../shared/menu-week.ts');
      return isoWeekOf(now()).week;
    },
  });
