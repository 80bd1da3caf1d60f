import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// The product API's endpoints that answer a guess (a password, an account's existence, a reset
// code, a promo code, a gift card) are limited per visitor address on their way through the
// /api proxy (server/guessable-api-limit.ts). PRODUCT_API_URL is a recording upstream, so what
// still reaches it can be counted; TRUST_PROXY gives each test addresses of its own.

let upstream: FakeUpstream;
let site: TestSite;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  site = await startSite({
    PRODUCT_API_URL: upstream.url,
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_API_REQUESTS_PER_IP: '3',
    RATE_LIMIT_API_WINDOW_SECONDS: '600',
  });
});
afterAll(async () => {
  await upstream.close();
  await site.stop();
});

const send = (method: 'get' | 'post' | 'put' | 'head', path: string, address: string) =>
  site.request[method](path)
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', address);

const guessable: ['get' | 'post', string][] = [
  ['post', '/api/auth/local'],
  ['post', '/api/auth/local/register'],
  ['post', '/api/auth/forgot-password'],
  ['post', '/api/auth/reset-password'],
  ['post', '/api/auth/change-password'],
  ['post', '/api/user/check-existing-email'],
  ['get', '/api/discounts/BIENVENUE/check'],
  ['get', '/api/discounts/add-gift-card/CADEAU-TEST-50'],
  ['post', '/api/newsletter-subscriptions'],
];

describe('guessable endpoints of the product API', () => {
  it.each(guessable.map(([method, path], index) => [method, path, `203.0.113.${index + 1}`]))(
    '%s %s: RATE_LIMIT_API_REQUESTS_PER_IP go through, then 429 in French, not forwarded',
    async (method, path, address) => {
      for (let n = 0; n < 3; n += 1) expect((await send(method, path, address)).status).toBe(200);
      const before = upstream.requests.length;
      const response = await send(method, path, address);
      expect(response.status).toBe(429);
      expect(response.body).toEqual({
        error: {
          status: 429,
          message: 'Trop de tentatives. Veuillez réessayer dans 10\u00a0minutes.',
        },
      });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(upstream.requests.length).toBe(before);
    },
  );

  it('counts the spellings a router reads as the same endpoint', async () => {
    const address = '198.51.100.1';
    for (const path of ['/api/AUTH/Local', '/api/auth/local/', '/api/auth/%6Cocal'])
      expect((await send('post', path, address)).status, path).toBe(200);
    expect((await send('post', '/api/auth/local', address)).status).toBe(429);
    expect((await send('get', '/api/discounts/PROMO/check/', '198.51.100.2')).status).toBe(200);
  });

  it('counts every method, HEAD included', async () => {
    const address = '198.51.100.3';
    for (let n = 0; n < 3; n += 1)
      await send('head', '/api/discounts/ESSAI/check', address).expect(200);
    expect((await send('get', '/api/discounts/ESSAI/check', address)).status).toBe(429);
  });

  it('shares one budget between the guessable endpoints', async () => {
    const address = '198.51.100.4';
    await send('get', '/api/discounts/UN/check', address).expect(200);
    await send('post', '/api/user/check-existing-email', address).expect(200);
    await send('get', '/api/discounts/add-gift-card/DEUX', address).expect(200);
    expect((await send('post', '/api/auth/forgot-password', address)).status).toBe(429);
  });

  it('leaves the other endpoints alone', async () => {
    for (let n = 0; n < 10; n += 1) {
      await send('get', '/api/recipes/cookbook-recipes', '198.51.100.5').expect(200);
      await send('post', '/api/discounts/pay-gift-card', '198.51.100.5').expect(200);
    }
  });

  it('counts the writes of a profile (a new e-mail tells whether it is taken), not its reads', async () => {
    const address = '198.51.100.6';
    for (let n = 0; n < 10; n += 1) await send('get', '/api/users/me', address).expect(200);
    for (let n = 0; n < 3; n += 1) await send('put', '/api/users/me', address).expect(200);
    expect((await send('put', '/api/users/me', address)).status).toBe(429);
  });

  it('counts the first orders made (a refusal tells which code does not exist), not their reads', async () => {
    const address = '198.51.100.7';
    for (let n = 0; n < 10; n += 1) await send('get', '/api/orders', address).expect(200);
    for (let n = 0; n < 3; n += 1) await send('post', '/api/orders', address).expect(200);
    expect((await send('post', '/api/orders', address)).status).toBe(429);
    await send('post', '/api/orders/abc/pay', address).expect(200);
  });

  it('counts an IPv6 visitor by the /64 network their line is given', async () => {
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3'])
      await send('get', '/api/discounts/V6/check', address).expect(200);
    expect((await send('get', '/api/discounts/V6/check', '2001:db8:1:2::4')).status).toBe(429);
    await send('get', '/api/discounts/V6/check', '2001:db8:1:3::1').expect(200);
  });
});
