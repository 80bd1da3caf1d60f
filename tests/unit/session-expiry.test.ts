import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anonymousSession,
  visitorQuery,
  type SessionVisitor,
} from '../../client/api/queries/visitor.ts';
import { endSession, sessionExpiry } from '../../client/app/session-expiry.ts';

// spec §4: a 401 logs the visitor out (the server's /auth/logout, then the home page); spec §2:
// a call sent while `?logout` revoked the session answers 401 after the logout itself, and the
// visitor, anonymous by then, must not be told the session expired.
const subscriber: SessionVisitor = {
  authenticated: true,
  funnelCompleted: true,
  firstName: 'Camille',
};

function expiryFor(visitor: SessionVisitor) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(visitorQuery().queryKey, visitor);
  const posted: string[] = [];
  // each request to the server, with the visitor the page knew when it was sent
  const knownWhenPosted: (SessionVisitor | undefined)[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    posted.push(url);
    knownWhenPosted.push(queryClient.getQueryData(visitorQuery().queryKey));
    return new Response(null, { status: 204 });
  });
  // the state the server wrote into the page: the signed-in page's data
  const served = { textContent: '{"queries":[{"profile":"Camille"}]}' };
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'app-state' ? served : null),
  });
  queryClient.setQueryData(['profile'], { firstName: 'Camille' });
  const navigated: string[] = [];
  const end = sessionExpiry({
    queryClient,
    navigate: async (to) => {
      navigated.push(to);
    },
  });
  return { end, posted, knownWhenPosted, navigated, queryClient, served };
}

afterEach(() => vi.unstubAllGlobals());

describe('the session’s end on a 401', () => {
  it('logs a signed-in visitor out once, however many calls fail together', async () => {
    const { end, posted, navigated, queryClient } = expiryFor(subscriber);
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

  it('a logout makes the visitor anonymous before its request to the server', async () => {
    const { posted, knownWhenPosted, queryClient } = expiryFor(subscriber);
    await endSession(queryClient);
    expect(posted).toEqual(['/auth/logout']);
    expect(knownWhenPosted).toEqual([anonymousSession]);
  });

  it('a logout leaves nothing of the session in the tab: not the cache, not the served state', async () => {
    const { queryClient, served } = expiryFor(subscriber);
    await endSession(queryClient);
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1); // the visitor, anonymous
    expect(served.textContent).toBe('');
  });
});
