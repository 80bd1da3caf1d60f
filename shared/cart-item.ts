// spec §3, « Cart item (analytics shape) »: item_id, item_name, coupon, price, currency (always
// EUR), quantity, guests, item_category and further category levels. The names are those of
// GA4's ecommerce items, which read up to five category levels.

export interface CartItem {
  item_id: string;
  item_name: string;
  coupon?: string;
  price: number;
  currency: 'EUR';
  quantity: number;
  guests: number;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
}

export interface CartItemInput {
  id: number | string;
  name: string;
  /** euros, what the visitor pays for one (after the coupon) */
  price: number;
  guests: number;
  quantity?: number;
  coupon?: string | null;
  /** most general first */
  categories?: readonly string[];
}

const categoryKeys = [
  'item_category',
  'item_category2',
  'item_category3',
  'item_category4',
  'item_category5',
] as const;

export function cartItem(input: CartItemInput): CartItem {
  const item: CartItem = {
    item_id: String(input.id),
    item_name: input.name,
    price: Math.round(input.price * 100) / 100,
    currency: 'EUR',
    quantity: input.quantity ?? 1,
    guests: input.guests,
  };
  if (input.coupon) item.coupon = input.coupon;
  (input.categories ?? []).slice(0, categoryKeys.length).forEach((category, index) => {
    item[categoryKeys[index] as (typeof categoryKeys)[number]] = category;
  });
  return item;
}
