import { queryOptions } from '@tanstack/react-query';
import type { DeliverySlot } from '../../../shared/delivery-slot.ts';
import type { ApiClient } from '../api-client.ts';

/** When a first box of a week can still be delivered: its days (YYYY-MM-DD) and the slots. */
export interface DeliveryOffer {
  /** none when the week is out of the planning or all its days have closed */
  days: string[];
  slots: DeliverySlot[];
}

/** GET /delivery-days?week=N (README "Funnel", ADR 039), a public call. */
export const deliveryDaysQuery = (api: ApiClient, week: number) =>
  queryOptions({
    queryKey: ['delivery-days', week],
    // the days close as time passes (ADR 004): read again after a minute
    staleTime: 60_000,
    queryFn: async (): Promise<DeliveryOffer> => {
      const [{ deliveryDaysAnswer }, body] = await Promise.all([
        import('./delivery-days-schema.ts'),
        api.get('/delivery-days', { week }),
      ]);
      const answer = deliveryDaysAnswer.parse(body);
      return { days: answer.data.map((day) => day.date), slots: answer.meta.slots };
    },
  });
