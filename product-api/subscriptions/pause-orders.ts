import type { ApiContext } from '../context.ts';
import type { OrderStatus } from '../db/schema.ts';

// README « Subscriber's subscription »: a pause holds the boxes still open to changes; a
// reactivation brings back those whose change deadline has not passed.
const pausable: OrderStatus[] = ['preorder', 'planned', 'confirmed'];

/** The customer's upcoming orders, open to changes, become `paused`; the first one never. */
export function pauseUpcomingOrders(ctx: Pick<ApiContext, 'store'>, userId: number, now: Date) {
  const { store } = ctx;
  const stamp = now.toISOString();
  for (const status of pausable) {
    store.run(
      store.db
        .updateTable('orders')
        .set({ status: 'paused', previous_status: status, updated_at: stamp })
        .where('user_id', '=', userId)
        .where('status', '=', status)
        .where('is_first', '=', 0)
        .where('change_deadline', '>', stamp),
    );
  }
}

/** The paused orders still open to changes go back to what they were (or `preorder`). */
export function resumePausedOrders(ctx: Pick<ApiContext, 'store'>, userId: number, now: Date) {
  const { store } = ctx;
  const stamp = now.toISOString();
  const paused = store.all(
    store.db
      .selectFrom('orders')
      .select(['id', 'previous_status'])
      .where('user_id', '=', userId)
      .where('status', '=', 'paused')
      .where('change_deadline', '>', stamp),
  );
  for (const order of paused) {
    const status =
      order.previous_status && pausable.includes(order.previous_status)
        ? order.previous_status
        : 'preorder';
    store.run(
      store.db
        .updateTable('orders')
        .set({ status, previous_status: null, updated_at: stamp })
        .where('id', '=', order.id),
    );
  }
}
