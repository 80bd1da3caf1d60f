// spec §4 « Delivery slot statuses »: what a subscriber reads about each delivery. The titles
// are the spec's, spelling included (« Livraison plannifiée », « Livraison annulé »).

export const deliveryStatuses = [
  'preorder',
  'planned',
  'confirmed',
  'carried',
  'in_progress',
  'delivered',
  'canceled',
  'delivery_canceled',
  'failed',
  'skipped',
  'paused',
  'suspended',
] as const;

export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** spec §4 « Colour »: positive for progress, negative for canceled, failed or paused. */
export type StatusTone = 'positive' | 'negative';

export interface StatusPresentation {
  title: string;
  tone: StatusTone;
  /** the step of the three-step progress (spec §4: steps 1 to 3), for the steps only */
  step?: 1 | 2 | 3;
}

export const deliveryStatusTable: Readonly<Record<DeliveryStatus, StatusPresentation>> = {
  preorder: { title: 'Prévue', tone: 'positive' },
  planned: { title: 'En cours de préparation', tone: 'positive', step: 1 },
  confirmed: { title: 'En cours de préparation', tone: 'positive', step: 1 },
  carried: { title: 'Remis au livreur', tone: 'positive', step: 2 },
  in_progress: { title: 'Livraison plannifiée', tone: 'positive', step: 3 },
  delivered: { title: 'Livré', tone: 'positive' },
  canceled: { title: 'Commande annulée', tone: 'negative' },
  delivery_canceled: { title: 'Livraison annulé', tone: 'negative' },
  failed: { title: 'Livraison échouée', tone: 'negative' },
  skipped: { title: 'En pause', tone: 'negative' },
  paused: { title: 'Abonnement en pause', tone: 'negative' },
  suspended: { title: 'Abonnement suspendu', tone: 'negative' },
};

/** The three steps of a box on its way (spec §4), in order. */
export const deliverySteps = [
  deliveryStatusTable.planned.title,
  deliveryStatusTable.carried.title,
  deliveryStatusTable.in_progress.title,
] as const;

export const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (deliveryStatuses as readonly string[]).includes(value);

/**
 * Upcoming deliveries (today's included), soonest first, and past ones, most recent first, by
 * their delivery day (`YYYY-MM-DD`) against `today` in Paris.
 */
export function splitDeliveries<T extends { deliveryDate: string }>(
  deliveries: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const upcoming = deliveries
    .filter((delivery) => delivery.deliveryDate >= today)
    .sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate));
  const past = deliveries
    .filter((delivery) => delivery.deliveryDate < today)
    .sort((a, b) => b.deliveryDate.localeCompare(a.deliveryDate));
  return { upcoming, past };
}
