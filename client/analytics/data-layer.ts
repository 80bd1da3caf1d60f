import type { CartItem } from '../../shared/cart-item.ts';
import { currentConsent } from './consent.ts';

// The analytics data layer of spec §7: the events a tag manager reads from `window.dataLayer`.
// Nothing is pushed, and the data layer does not even exist, before the visitor accepts
// audience measurement (ADR 011); events before that are dropped, not kept for later.

interface Ecommerce {
  currency: 'EUR';
  value: number;
  items: CartItem[];
}

export type DataLayerEvent =
  | { event: 'user_logged' }
  | { event: 'view_item'; ecommerce: Ecommerce }
  | { event: 'add_to_cart'; ecommerce: Ecommerce }
  | { event: 'purchase_gift_card'; transaction_id: string; value: number; coupon?: string }
  /** the funnel's first order (ADR 045): never the gift card's code, a bearer secret */
  | { event: 'purchase'; transaction_id: string; value: number; currency: 'EUR'; coupon?: string }
  /** `newsletter_source`: which form (`footer`, `blog`, a landing page…) */
  | { event: 'newsletter_subscription'; newsletter_source: string }
  | { event: 'newsletter_subscription_lead'; newsletter_source: string }
  | { event: 'click_on_cta_landing_custom'; label: string }
  | { event: 'click_on_form_landing_custom'; label: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an event when the visitor accepted audience measurement, and says whether it did.
 * An ecommerce event first clears the previous `ecommerce` object, as Google Tag Manager asks.
 */
export function pushEvent(event: DataLayerEvent): boolean {
  if (typeof window === 'undefined' || !currentConsent()?.analytics) return false;
  window.dataLayer ??= [];
  if ('ecommerce' in event) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event);
  return true;
}
