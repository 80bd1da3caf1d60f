import { redirect } from 'react-router-dom';
import { basketMenuUrl, boxParam, sellableBox } from '../../../shared/box-choice.ts';
import { parseBoxSettings } from '../../../shared/box-settings.ts';
import {
  funnelPaths,
  funnelStepUrl,
  readBasket,
  type FunnelBasket,
} from '../../../shared/funnel-basket.ts';
import { anonymousSession, visitorQuery } from '../../api/queries/visitor.ts';
import type { LoaderDeps } from '../../routes/loader-deps.ts';

/**
 * The basket the step's URL carries (ADR 043). One it cannot order goes back to the recipes:
 * the basket menu of its box when the offer sells it, else the basket menu itself.
 */
export function basketOrRecipes(params: URLSearchParams, status: 302 | 303): FunnelBasket {
  const basket = readBasket(params);
  if (basket) return basket;
  const box = sellableBox(params.get(boxParam));
  throw redirect(box ? basketMenuUrl(parseBoxSettings(box)) : funnelPaths.menu, status);
}

/** ADR 043: nothing is written before an account exists; the account step keeps the basket. */
export async function requireAccount(
  deps: LoaderDeps,
  basket: FunnelBasket,
  status: 302 | 303,
): Promise<void> {
  const visitor = (await deps.queryClient.ensureQueryData(visitorQuery())) ?? anonymousSession;
  if (!visitor.authenticated) throw redirect(funnelStepUrl('account', basket), status);
}
