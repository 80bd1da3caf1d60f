import { queryOptions } from '@tanstack/react-query';
import { parisToday } from '../../../shared/french-dates.ts';
import { isDeliveryStatus, type DeliveryStatus } from '../../../shared/delivery-status.ts';
import type { ApiClient } from '../api-client.ts';
import { pictureOf, type Picture } from '../picture.ts';

/** One delivery of the subscriber (spec §4), as the deliveries page shows it. */
export interface Delivery {
  /** the order's key in the product API, posted by the suspend and reactivate forms */
  key: string;
  reference: string;
  isFirst: boolean;
  status: DeliveryStatus;
  /** `YYYY-MM-DD` */
  deliveryDate: string;
  slot: { start: string; end: string };
  /** ISO instant: changes (suspend, reactivate) close then */
  changeDeadline: string;
  canSuspend: boolean;
  canReactivate: boolean;
  guests: number;
  recipes: { name: string; slug: string; picture: Picture | null }[];
}

export interface Deliveries {
  deliveries: Delivery[];
  /** the day in Paris when they were asked (`YYYY-MM-DD`): the same on the server and in the
   * browser that hydrates its page, which split them into upcoming and past */
  today: string;
  /** the instant they were asked (ISO): whose change deadlines have passed */
  asOf: string;
}

export const deliveriesKey = ['deliveries'] as const;

/**
 * The visitor's orders with their boxes' recipes, in one call (README "Orders": populate=recipes).
 * Asked with the visitor's session: on the server its bearer, in the browser the `/api` proxy.
 */
export const deliveriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: deliveriesKey,
    queryFn: async (): Promise<Deliveries> => {
      const [{ ordersAnswer }, body] = await Promise.all([
        import('./deliveries-schema.ts'),
        api.get('/orders', { populate: 'recipes' }),
      ]);
      const deliveries = ordersAnswer.parse(body).data.flatMap((order) =>
        // a status spec §4 does not know is not shown rather than shown wrong
        isDeliveryStatus(order.status)
          ? [
              {
                key: order.documentId,
                reference: order.reference,
                isFirst: order.is_first,
                status: order.status,
                deliveryDate: order.delivery_date,
                slot: order.slot,
                changeDeadline: order.change_deadline,
                canSuspend: order.can_suspend,
                canReactivate: order.can_reactivate,
                guests: order.guests,
                recipes: (order.recipes ?? []).map((recipe) => ({
                  name: recipe.name,
                  slug: recipe.slug,
                  picture: pictureOf(recipe.cover, recipe.name),
                })),
              },
            ]
          : [],
      );
      const asOf = new Date();
      return { deliveries, today: parisToday(asOf), asOf: asOf.toISOString() };
    },
  });
