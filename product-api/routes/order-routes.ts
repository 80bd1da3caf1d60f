import { Router } from 'express';
import type { Selectable } from 'kysely';
import type { ApiContext } from '../context.ts';
import type { OrdersTable, OrderStatus } from '../db/schema.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { orderDetails, orderEntry, reactivatable, suspendable } from '../orders/order-entry.ts';
import { populatesRecipes, recipesOfOrders, weeksOfMenus } from '../orders/order-recipes.ts';
import { ownOrder } from '../orders/own-order.ts';
import { subscriptionHeld } from '../subscriptions/own-subscription.ts';
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
    const saved = { ...order, status, previous_status: previous };
    return { data: orderEntry(saved, ctx.now(), subscriptionHeld(store, order.user_id)) };
  };

  // README "Orders": `populate=recipes` adds each box's week and recipes, in one call
  router.get(
    '/orders',
    route((req, res) => {
      const user = requireUser(res);
      const withRecipes = populatesRecipes(req.query.populate);
      const orders = store.all(
        db
          .selectFrom('orders')
          .selectAll()
          .where('user_id', '=', user.id)
          .orderBy('delivery_date', 'desc'),
      );
      const now = ctx.now();
      const held = subscriptionHeld(store, user.id);
      const recipes = withRecipes
        ? recipesOfOrders(
            ctx,
            orders.map((order) => order.id),
          )
        : undefined;
      const weeks = withRecipes
        ? weeksOfMenus(ctx, [
            ...new Set(orders.flatMap((order) => (order.menu_id === null ? [] : [order.menu_id]))),
          ])
        : undefined;
      return {
        data: orders.map((order) => {
          const entry = orderEntry(order, now, held);
          if (!recipes || !weeks) return entry;
          const week = order.menu_id === null ? undefined : weeks.get(order.menu_id);
          return {
            ...entry,
            year: week?.year ?? null,
            week: week?.week ?? null,
            recipes: recipes.get(order.id) ?? [],
          };
        }),
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
        ctx,
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
        if (reactivatable.includes(order.status))
          throw badRequest('Bad Request', { reason: 'the order is already suspended' });
        if (
          !suspendable.includes(order.status) ||
          order.change_deadline <= ctx.now().toISOString()
        ) {
          throw badRequest('Bad Request', { reason: 'the order can no longer be changed' });
        }
        // one box held, the subscription going on: spec §4's `skipped` (« En pause », activable
        // before a date); `suspended` is a box of a suspended subscription (« Abonnement suspendu »)
        return save(order, 'skipped', order.status);
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
        if (subscriptionHeld(store, userId))
          throw badRequest('Bad Request', { reason: 'the subscription is paused' });
        if (order.change_deadline <= ctx.now().toISOString()) {
          throw new ApiError(400, 'ApplicationError', 'You cannot reactivate this order anymore');
        }
        return save(order, order.previous_status ?? 'planned', null);
      });
    }),
  );

  return router;
}
