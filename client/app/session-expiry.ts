import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../components/messages/messages.ts';
import { anonymousSession, visitorQuery } from '../api/queries/visitor.ts';
import { sitePath } from './base-path.ts';
import { stateElementId } from './document.tsx';

export const sessionExpiredMessage = 'Votre session a expiré. Veuillez vous reconnecter.';

/**
 * Ends the browser's session: the visitor anonymous at once, then the cookie cleared and the
 * session revoked by the server. Anonymous first, so that a call sent meanwhile with the cookie
 * being revoked, answered 401 after it, reads as nothing to end (spec §2's `?logout`). Nothing
 * the session fetched stays in the tab (spec §4: logout clears the user): not in the query
 * cache, where the next account to log in would find it, nor in the state the server wrote
 * into the page, which the page does not read again.
 */
export function endSession(queryClient: QueryClient): Promise<Response> {
  const visitorKey = visitorQuery().queryKey;
  queryClient.setQueryData(visitorKey, anonymousSession);
  // the visitor's query is kept, anonymous: the pages still drawn read it, and ask nothing more
  queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== visitorKey[0] });
  const served = document.getElementById(stateElementId);
  if (served) served.textContent = '';
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
        notify(sessionExpiredMessage, 'info');
        await options.navigate('/');
      });
  };
}
