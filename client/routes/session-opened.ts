import { redirect } from 'react-router-dom';
import { basketMenuPath } from '../../shared/guard.ts';
import { safeReturnPath } from '../../shared/return-path.ts';
import { visitorQuery, type SessionVisitor } from '../api/queries/visitor.ts';
import { donePath, type DoneNotices } from './done-notice.ts';
import type { LoaderDeps } from './loader-deps.ts';

/**
 * What the page a session opened on says of how it opened (ADR 047's `?fait=…`): a new
 * password. Said only on this site's pages, the basket menu and the subscriber area; a
 * subscriber site on another host (SUBSCRIBER_SITE_URL) gets its address as it is.
 */
export const sessionDone: DoneNotices<'passwordReset'> = {
  passwordReset: {
    param: 'mot-de-passe',
    message: 'Votre mot de passe a été modifié, vous êtes connecté.',
  },
};

/**
 * A form opened a session (login, registration, password reset): the visitor is known at once,
 * and goes back where the guard stopped them (`returnTo`, a path of this site), else where
 * spec §2's guard sends a logged-in visitor — the subscriber site once the funnel is
 * completed, else the basket menu.
 */
export function sessionOpened(
  deps: LoaderDeps,
  visitor: SessionVisitor,
  options: { returnTo?: string; done?: keyof typeof sessionDone } = {},
) {
  deps.queryClient.setQueryData(visitorQuery().queryKey, visitor);
  const target =
    options.returnTo ?? (visitor.funnelCompleted ? deps.site.subscriberSiteUrl : basketMenuPath);
  return redirect(
    options.done && safeReturnPath(target) ? donePath(target, sessionDone, options.done) : target,
    303,
  );
}
