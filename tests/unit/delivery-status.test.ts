import { describe, expect, it } from 'vitest';
import {
  deliveryStatuses,
  deliveryStatusTable,
  deliverySteps,
  splitDeliveries,
} from '../../shared/delivery-status.ts';

describe('delivery statuses (spec §4)', () => {
  it('title every status as the spec does, spelling included', () => {
    expect(deliveryStatuses.map((status) => deliveryStatusTable[status].title)).toEqual([
      'Prévue',
      'En cours de préparation',
      'En cours de préparation',
      'Remis au livreur',
      'Livraison plannifiée',
      'Livré',
      'Commande annulée',
      'Livraison annulé',
      'Livraison échouée',
      'En pause',
      'Abonnement en pause',
      'Abonnement suspendu',
    ]);
  });

  it('number the three steps', () => {
    expect(deliveryStatusTable.confirmed.step).toBe(1);
    expect(deliveryStatusTable.carried.step).toBe(2);
    expect(deliveryStatusTable.in_progress.step).toBe(3);
    expect(deliverySteps).toEqual([
      'En cours de préparation',
      'Remis au livreur',
      'Livraison plannifiée',
    ]);
  });

  it('colour progress positive, and canceled, failed or paused negative', () => {
    const negative = deliveryStatuses.filter((s) => deliveryStatusTable[s].tone === 'negative');
    expect(negative).toEqual([
      'canceled',
      'delivery_canceled',
      'failed',
      'skipped',
      'paused',
      'suspended',
    ]);
  });
});

describe('splitDeliveries', () => {
  it('puts today and later first, soonest first; the past after, most recent first', () => {
    const days = ['2026-11-20', '2026-12-02', '2026-11-25', '2026-11-10', '2026-11-26'];
    const { upcoming, past } = splitDeliveries(
      days.map((deliveryDate) => ({ deliveryDate })),
      '2026-11-25',
    );
    expect(upcoming.map((d) => d.deliveryDate)).toEqual(['2026-11-25', '2026-11-26', '2026-12-02']);
    expect(past.map((d) => d.deliveryDate)).toEqual(['2026-11-20', '2026-11-10']);
  });
});
