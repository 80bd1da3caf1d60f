import { cartItem, type CartItem } from '../../../shared/cart-item.ts';
import { pushEcommerce } from '../../analytics/ecommerce.ts';
import type { RecipeDetail } from '../../api/queries/recipe-detail.ts';

// spec §7: view_item and add_to_cart on a recipe's page, for the guests and options chosen

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
