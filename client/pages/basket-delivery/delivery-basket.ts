import { redirect } from 'react-router-dom';
import { funnelStepUrl, type FunnelBasket } from '../../../shared/funnel-basket.ts';
import { anonymousSession, visitorQuery } from '../../api/queries/visitor.ts';
import type { LoaderDeps } from '../../routes/loader-deps.ts';

/** ADR 043: nothing is written before an account exists; the account step keeps the basket. */
export async function requireAccount(
  deps: LoaderDeps,
  basket: FunnelBasket,
  status: 302 | 303,
): Promise<void> {
  const visitor = (await deps.queryClient.ensureQueryData(visitorQuery())) ?? anonymousSession;
  if (!visitor.authenticated) throw redirect(funnelStepUrl('account', basket), status);
}
