import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../components/messages/messages.ts';
import { anonymousSession, visitorQuery } from '../api/queries/visitor.ts';
import { sitePath } from './base-path.ts';

export const sessionExpiredMessage = 'Votre session a expiré. Veuillez vous reconnecter.';

/**
 * Ends the browser's session: the visitor anonymous at once, then the cookie cleared and the
 * session revoked by the server. Anonymous first, so that a call sent meanwhile with the cookie
 * being revoked, answered 401 after it, reads as nothing to end (spec §2's `?logout`).
 */
export function endSession(queryClient: QueryClient): Promise<Response> {
  queryClient.setQueryData(visitorQuery().queryKey, anonymousSession);
  return fetch(sitePath('/auth/logout'), { method: 'POST' });
}

/**
 * spec §4: a 401 from any browser call logs a signed-in visitor out completely — the session
 * ended, the query cache emptied of everything the session fetched, the home page, and a
 * notification. The first 401 makes the visitor anonymous: calls failing together end the
 * session once, and a 401 after a logout ends nothing.
 */
export function sessionExpiry(options: {
  queryClient: QueryClient;
  navigate: (to: string) => Promise<void>;
}): () => void {
  return () => {
    const visitor = options.queryClient.getQueryData(visitorQuery().queryKey);
    if (visitor && !visitor.authenticated) return;
    void endSession(options.queryClient)
      .catch(() => undefined)
      .then(async () => {
        options.queryClient.clear();
        options.queryClient.setQueryData(visitorQuery().queryKey, anonymousSession);
        notify(sessionExpiredMessage, 'info');
        await options.navigate('/');
      });
  };
}
