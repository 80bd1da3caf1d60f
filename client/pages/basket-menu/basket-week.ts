import { queryOptions, skipToken } from '@tanstack/react-query';

/**
 * The menu week the basket is composed for: its loader reads the clock once and records the
 * week here, so that the server and the browser draw the same week (as the menu page does).
 */
export const basketWeekQuery = () =>
  queryOptions<number>({ queryKey: ['basket-week'], queryFn: skipToken, staleTime: Infinity });
