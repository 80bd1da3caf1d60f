import { isoDate, mondayOf, type IsoWeek } from '../catalogue/iso-week.ts';

// When a box can be delivered (README "Funnel"): Tuesday to Saturday (the site's copy, « du
// mardi au samedi »), in one of the slots the orders use, on a day whose change deadline has
// not passed: 23:59 in Paris six days before the delivery (ADR 004).

export interface DeliverySlot {
  start: string;
  end: string;
}

export const deliverySlots: readonly DeliverySlot[] = [
  { start: '08:00', end: '12:00' },
  { start: '18:00', end: '21:00' },
];

const dayMs = 86_400_000;
const changeWindowDays = 6;
// days after the week's Monday: Tuesday (1) to Saturday (5)
const deliveryWeekdays = [1, 2, 3, 4, 5];

const offsetName = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  timeZoneName: 'longOffset',
});

/** Paris's offset from UTC at `instant`, in milliseconds (« GMT+01:00 » is 3,600,000). */
function parisOffsetMs(instant: Date): number {
  const name = offsetName.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}

/** The instant it is `time` (HH:MM) on `day` (YYYY-MM-DD) in Paris. */
function parisInstant(day: string, time: string): Date {
  const wallClock = new Date(`${day}T${time}:00.000Z`);
  return new Date(wallClock.getTime() - parisOffsetMs(wallClock));
}

/** Until when an order delivered on `day` (YYYY-MM-DD) can be changed (ADR 004). */
export function changeDeadline(day: string): Date {
  const deadlineDay = new Date(Date.parse(`${day}T00:00:00Z`) - changeWindowDays * dayMs);
  return parisInstant(isoDate(deadlineDay), '23:59');
}

export interface DeliveryDay {
  date: string;
  change_deadline: string;
}

/** Tuesday to Saturday of `week`, as YYYY-MM-DD. */
export function deliveryDates(week: IsoWeek): string[] {
  const monday = mondayOf(week).getTime();
  return deliveryWeekdays.map((offset) => isoDate(new Date(monday + offset * dayMs)));
}

/** The days of `week` a box can still be ordered for at `now`, in order. */
export function deliveryDays(week: IsoWeek, now: Date): DeliveryDay[] {
  return deliveryDates(week)
    .map((date) => ({ date, change_deadline: changeDeadline(date).toISOString() }))
    .filter((day) => day.change_deadline > now.toISOString());
}

export const isDeliverySlot = (slot: DeliverySlot) =>
  deliverySlots.some((offered) => offered.start === slot.start && offered.end === slot.end);
