import { cartItem, type CartItem } from '../../../shared/cart-item.ts';
import { pushEvent } from '../../analytics/data-layer.ts';
import type { RecipeDetail } from '../../api/queries/recipe-detail.ts';

// spec §7: view_item and add_to_cart, with spec §3's cart items, in GA4's ecommerce shape;
// the data layer pushes them only when the visitor accepted audience measurement.

function pushEcommerce(event: 'view_item' | 'add_to_cart', items: CartItem[]): void {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  pushEvent({ event, ecommerce: { currency: 'EUR', value: cents / 100, items } });
}

export interface Choice {
  guests: number;
  /** what one recipe costs with the coupon taken off */
  recipePrice: number;
  options: { id: number; name: string; price: number }[];
  coupon: string | null;
}

function itemsOf(recipe: RecipeDetail, choice: Choice): CartItem[] {
  return [
    cartItem({
      id: recipe.card.id,
      name: recipe.card.name,
      price: choice.recipePrice,
      guests: choice.guests,
      coupon: choice.coupon,
      categories: ['recette', recipe.card.tier, ...recipe.card.tags],
    }),
    ...choice.options.map((option) =>
      cartItem({
        id: `produit-${option.id}`,
        name: option.name,
        price: option.price,
        guests: choice.guests,
        categories: ['produit'],
      }),
    ),
  ];
}

export const pushViewItem = (recipe: RecipeDetail, choice: Choice) =>
  pushEcommerce('view_item', itemsOf(recipe, { ...choice, options: [] }));

export const pushAddToCart = (recipe: RecipeDetail, choice: Choice) =>
  pushEcommerce('add_to_cart', itemsOf(recipe, choice));
