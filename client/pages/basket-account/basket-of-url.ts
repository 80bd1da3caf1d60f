import { redirect } from 'react-router-dom';
import { basketMenuUrl, boxParam, sellableBox } from '../../../shared/box-choice.ts';
import { parseBoxSettings } from '../../../shared/box-settings.ts';
import { readBasket, type FunnelBasket } from '../../../shared/funnel-basket.ts';
import { basketMenuPath } from '../../../shared/guard.ts';

/**
 * The basket a funnel step's URL carries (ADR 043); one that cannot be ordered sends the
 * visitor back to the recipes, with the box when it is one the offer sells.
 */
export function basketOfUrl(url: URL): FunnelBasket {
  const basket = readBasket(url.searchParams);
  if (basket) return basket;
  const box = sellableBox(url.searchParams.get(boxParam));
  throw redirect(box ? basketMenuUrl(parseBoxSettings(box)) : basketMenuPath, 302);
}
