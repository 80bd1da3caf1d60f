import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

it('renders the home page with its title in <head>', async () => {
  const response = await site.request.get('/').expect(200);
  const head = response.text.slice(0, response.text.indexOf('</head>'));
  expect(head).toContain('<title>');
  expect(site.renderErrors).toEqual([]);
});

it('logs a subscriber in and sends them away from a hideForAuth route', async () => {
  const cookie = await loginCookie(site, 'abonne@example.fr');
  const response = await site.request.get('/generique').set('Cookie', cookie).expect(302);
  expect(response.headers.location).toBe('/mon-compte');
});
