import { formatClock } from './french-dates.ts';

// The delivery slots of the orders (README "Funnel": `{ start: "08:00", end: "12:00" }`), as a
// form posts them and as a French visitor reads them: « 8 h – 12 h ».

export interface DeliverySlot {
  /** HH:MM, Paris time */
  start: string;
  end: string;
}

/** How a radio choice posts a slot: `08:00-12:00`. */
export const slotValue = (slot: DeliverySlot): string => `${slot.start}-${slot.end}`;

/** The slot among `offered` that a posted value names, if any. */
export const offeredSlot = (
  value: string,
  offered: readonly DeliverySlot[],
): DeliverySlot | undefined => offered.find((slot) => slotValue(slot) === value);

/** « 8 h – 12 h » */
export const formatSlot = (slot: DeliverySlot): string =>
  `${formatClock(slot.start)} – ${formatClock(slot.end)}`;
