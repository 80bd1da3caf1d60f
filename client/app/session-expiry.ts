import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../components/messages/messages.ts';
import { anonymousSession, visitorQuery } from '../api/queries/visitor.ts';
import { sitePath } from './base-path.ts';

export const sessionExpiredMessage = 'Votre session a expiré. Veuillez vous reconnecter.';

/**
 * spec §4: a 401 from any browser call logs the visitor out completely — the cookie cleared by
 * the server (`/auth/logout`), the query cache emptied of everything the session fetched, the
 * home page, and a notification. Calls failing together end the session once. A 401 once the
 * visitor is already anonymous ends nothing: a call sent while `?logout` revoked the session
 * (spec §2) answers 401 after the logout itself, which must not read as an expired session.
 */
export function sessionExpiry(options: {
  queryClient: QueryClient;
  navigate: (to: string) => Promise<void>;
}): () => void {
  let ending = false;
  return () => {
    if (ending) return;
    const visitor = options.queryClient.getQueryData(visitorQuery().queryKey);
    if (visitor && !visitor.authenticated) return;
    ending = true;
    void fetch(sitePath('/auth/logout'), { method: 'POST' })
      .catch(() => undefined)
      .then(async () => {
        options.queryClient.clear();
        options.queryClient.setQueryData(visitorQuery().queryKey, anonymousSession);
        notify(sessionExpiredMessage, 'info');
        await options.navigate('/');
      })
      .finally(() => {
        ending = false;
      });
  };
}
