import { cartItem } from '../../../shared/cart-item.ts';
import { pushEcommerce } from '../../analytics/ecommerce.ts';
import type { MenuRecipe } from '../../api/queries/menus.ts';

/**
 * spec §7's add_to_cart when a recipe goes into the first box: its share of the welcome
 * offer's price (spec §9: the box's price per dish × the guests) and its tier's supplement.
 */
export function pushBasketAddToCart(
  recipe: MenuRecipe,
  {
    guests,
    pricePerDish,
    supplement,
  }: { guests: number; pricePerDish: number; supplement: number },
): void {
  pushEcommerce('add_to_cart', [
    cartItem({
      id: recipe.id,
      name: recipe.name,
      price: Math.round((pricePerDish * guests + supplement) * 100) / 100,
      guests,
      categories: ['recette', recipe.tier, ...recipe.tags],
    }),
  ]);
}
