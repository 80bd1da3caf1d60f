import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousSession, visitorQuery } from '../../client/api/queries/visitor.ts';
import { sessionExpiry } from '../../client/app/session-expiry.ts';

// spec §4: a 401 logs the visitor out (the server's /auth/logout, then the home page); spec §2:
// a call sent while `?logout` revoked the session answers 401 after the logout itself, and the
// visitor, anonymous by then, must not be told the session expired.
function expiryFor(visitor: typeof anonymousSession | undefined) {
  const queryClient = new QueryClient();
  if (visitor) queryClient.setQueryData(visitorQuery().queryKey, visitor);
  const posted: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    posted.push(url);
    return new Response(null, { status: 204 });
  });
  const navigated: string[] = [];
  const end = sessionExpiry({
    queryClient,
    navigate: async (to) => {
      navigated.push(to);
    },
  });
  return { end, posted, navigated, queryClient };
}

afterEach(() => vi.unstubAllGlobals());

describe('the session’s end on a 401', () => {
  it('logs a signed-in visitor out once, however many calls fail together', async () => {
    const { end, posted, navigated, queryClient } = expiryFor({
      authenticated: true,
      funnelCompleted: true,
      firstName: 'Camille',
    });
    end();
    end();
    await vi.waitFor(() => expect(navigated).toEqual(['/']));
    expect(posted).toEqual(['/auth/logout']);
    expect(queryClient.getQueryData(visitorQuery().queryKey)).toEqual(anonymousSession);
  });

  it('does nothing once the visitor is anonymous (a call answered after ?logout)', async () => {
    const { end, posted, navigated } = expiryFor(anonymousSession);
    end();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posted).toEqual([]);
    expect(navigated).toEqual([]);
  });
});
