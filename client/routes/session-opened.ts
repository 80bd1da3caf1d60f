import { redirect } from 'react-router-dom';
import { basketMenuPath } from '../../shared/guard.ts';
import { visitorQuery, type SessionVisitor } from '../api/queries/visitor.ts';
import type { LoaderDeps } from './loader-deps.ts';

/**
 * A form opened a session (login, registration, password reset): the visitor is known at once,
 * and goes back where the guard stopped them (`returnTo`, a path of this site), else where
 * spec §2's guard sends a logged-in visitor — the subscriber site once the funnel is
 * completed, else the basket menu.
 */
export function sessionOpened(deps: LoaderDeps, visitor: SessionVisitor, returnTo?: string) {
  deps.queryClient.setQueryData(visitorQuery().queryKey, visitor);
  return redirect(
    returnTo ?? (visitor.funnelCompleted ? deps.site.subscriberSiteUrl : basketMenuPath),
    303,
  );
}
