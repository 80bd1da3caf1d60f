import { expect, it } from 'vitest';
import { createQueryClient } from '../../client/app/query-client.ts';
import { sharedMaxAgeSeconds, staleWhileRevalidateSeconds } from '../../server/page-lifetime.ts';

// DESIGN §12: on the server, no query keeps a garbage-collection timer (nor its request alive)

it('keeps server queries without a garbage-collection timer and without retries', async () => {
  const client = createQueryClient('server');
  client.setQueryData(['recipe', 'gratin'], { name: 'Gratin' });
  expect(client.getQueryCache().find({ queryKey: ['recipe', 'gratin'] })?.gcTime).toBe(Infinity);
  let calls = 0;
  await expect(
    client.fetchQuery({
      queryKey: ['failing'],
      queryFn: () => {
        calls += 1;
        throw new Error('API indisponible');
      },
    }),
  ).rejects.toThrow('API indisponible');
  expect(calls).toBe(1);
});

it('lets the browser keep what the server rendered, however old the cached page it came in', () => {
  const client = createQueryClient('browser');
  const staleTime = Number(client.getDefaultOptions().queries?.staleTime);
  // the page cache serves a page up to s-maxage + stale-while-revalidate after its render: the
  // data it carries must still be fresh to the browser then, or hydration fetches it all again
  // (the landing's content, its schemas and the markdown parser, 42 KB)
  expect(staleTime).toBeGreaterThan((sharedMaxAgeSeconds + staleWhileRevalidateSeconds) * 1000);
  expect(staleTime).toBe(10 * 60_000);
  expect(client.getDefaultOptions().queries?.retry).toBe(false);
});
