import { expect, it } from 'vitest';
import { createQueryClient } from '../../client/app/query-client.ts';

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

it('lets the browser keep what the server rendered for five minutes before refetching', () => {
  const client = createQueryClient('browser');
  expect(client.getDefaultOptions().queries?.staleTime).toBe(5 * 60_000);
  expect(client.getDefaultOptions().queries?.retry).toBe(false);
});
