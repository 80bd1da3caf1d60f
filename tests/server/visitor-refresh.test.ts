import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// ADR 043: the server keeps who holds a token for 30 s (DESIGN §3); a post by that visitor
// (paying the first box, through a page's form or `/api`) may change what the guard reads,
// so the next page asks `/users/me` again.

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

const guardTarget = async (cookie: string) =>
  (await site.request.get('/generique').set('Cookie', cookie).expect(302)).headers.location;

it('sends a prospect whose funnel was just completed to the subscriber area after their post', async () => {
  const prospect = await loginCookie(site, 'prospect@example.fr');
  expect(await guardTarget(prospect)).toBe('/panier/menu');

  // the first box paid: what the product API's payment writes, seen from the guard (spec §4)
  const { store } = site.api;
  const user = store.first(
    store.db.selectFrom('users').select('id').where('email', '=', 'prospect@example.fr'),
  );
  if (!user) throw new Error('the seed has its prospect');
  store.run(
    store.db.insertInto('subscriptions').values({
      document_id: 'visitor-refresh-test',
      user_id: user.id,
      funnel_completed: 1,
      suspended: 0,
      paused: 0,
      quantity: 2,
      recipe_count: 3,
      created_at: new Date().toISOString(),
    }),
  );
  // still the answer kept for the token: nothing the visitor did says it changed
  expect(await guardTarget(prospect)).toBe('/panier/menu');

  await site.request
    .post('/api/users/me/shopper-reference')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('Cookie', prospect)
    .expect((response) => expect(response.status).toBeLessThan(300));
  expect(await guardTarget(prospect)).toBe('/mon-compte');
});
