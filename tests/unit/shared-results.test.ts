import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  ensureApart,
  ensureShared,
  type ResultCache,
} from '../../client/routes/shared-results.server.ts';

function memoryCache(): ResultCache & { entries: Map<string, { value: unknown; stale: boolean }> } {
  const entries = new Map<string, { value: unknown; stale: boolean }>();
  return {
    entries,
    get: (hash, allowStale) => {
      const entry = entries.get(hash);
      return entry && (allowStale || !entry.stale) ? entry.value : undefined;
    },
    set: (hash, value) => void entries.set(hash, { value, stale: false }),
  };
}

/** The keys of what a request's cache holds (what its data block would carry). */
const keysIn = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);

describe('shared query results for anonymous renders (DESIGN §5)', () => {
  it('fetches once, then serves the shared result to the next request', async () => {
    const shared = memoryCache();
    let calls = 0;
    const options = { queryKey: ['recipe', 'x'], queryFn: async () => ({ call: ++calls }) };
    const first = new QueryClient();
    expect(await ensureShared(first, shared)(options)).toEqual({ call: 1 });
    const second = new QueryClient();
    expect(await ensureShared(second, shared)(options)).toEqual({ call: 1 });
    expect(second.getQueryData(['recipe', 'x'])).toEqual({ call: 1 });
    expect(calls).toBe(1);
  });

  it('brings the result alone into the request, what its query read on the way left out', async () => {
    const shared = memoryCache();
    const file = { queryKey: ['file'], queryFn: async () => ['a', 'b', 'c', 'd'] };
    const firstTwo = {
      queryKey: ['file', 'first'],
      queryFn: async ({ client }: { client: QueryClient }) =>
        (await client.ensureQueryData(file)).slice(0, 2),
    };
    // a miss computes it, a hit reads it: the request's cache is the same either way
    for (const request of [new QueryClient(), new QueryClient()]) {
      expect(await ensureShared(request, shared)(firstTwo)).toEqual(['a', 'b']);
      expect(keysIn(request)).toEqual([['file', 'first']]);
    }
  });

  it('computes a visitor’s own results for each request, apart from it as well', async () => {
    let calls = 0;
    const profile = { queryKey: ['profile'], queryFn: async () => ({ call: ++calls }) };
    const mine = {
      queryKey: ['profile', 'name'],
      queryFn: async ({ client }: { client: QueryClient }) =>
        (await client.ensureQueryData(profile)).call,
    };
    for (const call of [1, 2]) {
      const request = new QueryClient();
      const ensure = ensureApart(request);
      // twice in one request (and at once): one computation
      expect(await Promise.all([ensure(mine), ensure(mine)])).toEqual([call, call]);
      expect(keysIn(request)).toEqual([['profile', 'name']]);
    }
    expect(calls).toBe(2);
  });

  it('serves a stale result only when the product API fails', async () => {
    const shared = memoryCache();
    shared.set('["menu"]', 'old');
    shared.entries.set('["menu"]', { value: 'old', stale: true });
    const fresh = await ensureShared(
      new QueryClient(),
      shared,
    )({ queryKey: ['menu'], queryFn: async () => 'new' });
    expect(fresh).toBe('new');
    shared.entries.set('["menu"]', { value: 'new', stale: true });
    const failing = ensureShared(
      new QueryClient(),
      shared,
    )({
      queryKey: ['menu'],
      queryFn: async () => {
        throw new Error('down');
      },
    });
    await expect(failing).resolves.toBe('new');
    await expect(
      ensureShared(
        new QueryClient(),
        memoryCache(),
      )({
        queryKey: ['nothing'],
        queryFn: async () => {
          throw new Error('down');
        },
      }),
    ).rejects.toThrow('down');
  });
});
