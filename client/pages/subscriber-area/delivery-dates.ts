import { formatClock, formatDay, formatDayAndTime } from '../../../shared/french-dates.ts';
import type { Deliveries } from '../../api/queries/deliveries.ts';

/** How a page of deliveries writes its dates: the year only when it is not this one (spec §1). */
export function deliveryDates({ today }: Pick<Deliveries, 'today'>) {
  const year = Number(today.slice(0, 4));
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  return {
    day: (date: string) => formatDay(date, year),
    /** « le mardi 1er décembre », or « demain » */
    onDay: (date: string) => (date === tomorrow ? 'demain' : `le ${formatDay(date, year)}`),
    deadline: (instant: string) => formatDayAndTime(instant, year),
    slot: (slot: { start: string; end: string }) =>
      `entre ${formatClock(slot.start)} et ${formatClock(slot.end)}`,
  };
}

export type DeliveryDates = ReturnType<typeof deliveryDates>;
