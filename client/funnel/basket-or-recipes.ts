import { redirect } from 'react-router-dom';
import { basketMenuUrl, boxParam, sellableBox } from '../../shared/box-choice.ts';
import { parseBoxSettings } from '../../shared/box-settings.ts';
import { funnelPaths, readBasket, type FunnelBasket } from '../../shared/funnel-basket.ts';

/**
 * The basket a funnel step's URL carries (ADR 043). One it cannot order goes back to the
 * recipes: the basket menu of its box when the offer sells it, else the basket menu itself —
 * a 302 from a loader, a 303 from an action.
 */
export function basketOrRecipes(params: URLSearchParams, status: 302 | 303): FunnelBasket {
  const basket = readBasket(params);
  if (basket) return basket;
  const box = sellableBox(params.get(boxParam));
  throw redirect(box ? basketMenuUrl(parseBoxSettings(box)) : funnelPaths.menu, status);
}
