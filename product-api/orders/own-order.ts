import type { Store } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';

/** The customer's order by id or documentId; 404 for anyone else's, as for an unknown one. */
export function ownOrder(store: Store, userId: number, key: string) {
  const byId = /^\d{1,12}$/.test(key);
  const order = store.first(
    store.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where(byId ? 'id' : 'document_id', '=', byId ? Number(key) : key),
  );
  if (!order) throw notFound('Record not found');
  return order;
}
