import type { CartItem } from '../../shared/cart-item.ts';
import { pushEvent } from './data-layer.ts';

/**
 * spec §7's view_item and add_to_cart, with spec §3's cart items, in GA4's ecommerce shape;
 * the data layer pushes them only when the visitor accepted audience measurement.
 */
export function pushEcommerce(event: 'view_item' | 'add_to_cart', items: CartItem[]): void {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  pushEvent({ event, ecommerce: { currency: 'EUR', value: cents / 100, items } });
}
