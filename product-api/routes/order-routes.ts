import { Router } from 'express';
import type { Selectable } from 'kysely';
import type { ApiContext } from '../context.ts';
import type { OrdersTable, OrderStatus } from '../db/schema.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { orderDetails, orderEntry, reactivatable, suspendable } from '../orders/order-entry.ts';
import { ownOrder } from '../orders/own-order.ts';
import { requireUser } from '../users/current-user.ts';

export function orderRoutes(ctx: ApiContext): Router {
  const { store } = ctx;
  const { db } = store;
  const router = Router();

  const save = (
    order: Selectable<OrdersTable>,
    status: OrderStatus,
    previous: OrderStatus | null,
  ) => {
    store.run(
      db
        .updateTable('orders')
        .set({ status, previous_status: previous, updated_at: ctx.now().toISOString() })
        .where('id', '=', order.id),
    );
    return { data: orderEntry({ ...order, status, previous_status: previous }, ctx.now()) };
  };

  router.get(
    '/orders',
    route((_req, res) => {
      const user = requireUser(res);
      const orders = store.all(
        db
          .selectFrom('orders')
          .selectAll()
          .where('user_id', '=', user.id)
          .orderBy('delivery_date', 'desc'),
      );
      const now = ctx.now();
      return {
        data: orders.map((order) => orderEntry(order, now)),
        meta: {
          pagination: { page: 1, pageSize: orders.length, pageCount: 1, total: orders.length },
        },
      };
    }),
  );

  router.get(
    '/orders/:key',
    route((req, res) => ({
      data: orderDetails(
        store,
        ownOrder(store, requireUser(res).id, String(req.params.key)),
        ctx.now(),
      ),
    })),
  );

  // the order is read again inside the write, which a busy database may delay (db/write-transaction.ts)
  router.post(
    '/orders/:key/suspend',
    route((req, res) => {
      const userId = requireUser(res).id;
      return store.write(() => {
        const order = ownOrder(store, userId, String(req.params.key));
        if (order.is_first)
          throw new ApiError(400, 'ApplicationError', 'Cannot suspend first order');
        if (
          !suspendable.includes(order.status) ||
          order.change_deadline <= ctx.now().toISOString()
        ) {
          throw badRequest('Bad Request', { reason: 'the order can no longer be changed' });
        }
        return save(order, 'suspended', order.status);
      });
    }),
  );

  router.post(
    '/orders/:key/reactivate',
    route((req, res) => {
      const userId = requireUser(res).id;
      return store.write(() => {
        const order = ownOrder(store, userId, String(req.params.key));
        if (!reactivatable.includes(order.status))
          throw badRequest('Bad Request', { reason: 'the order is not suspended' });
        if (order.change_deadline <= ctx.now().toISOString()) {
          throw new ApiError(400, 'ApplicationError', 'You cannot reactivate this order anymore');
        }
        return save(order, order.previous_status ?? 'planned', null);
      });
    }),
  );

  return router;
}
