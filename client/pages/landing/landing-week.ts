import { queryOptions, skipToken } from '@tanstack/react-query';

/**
 * The menu week a landing previews: its loader reads the clock once and records the week here,
 * so that the server and the browser draw the same week (as the menu page does, menus.ts).
 */
export const landingWeekQuery = () =>
  queryOptions<number>({ queryKey: ['landing-week'], queryFn: skipToken, staleTime: Infinity });
