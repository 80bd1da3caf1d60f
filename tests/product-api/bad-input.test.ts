import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/start-test-api.ts';

// Issue "Bad input": a clear 4xx in the error format, nothing written, the process keeps serving.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.stop());

const counts = () =>
  t.api.store.sqlite
    .prepare(
      'SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM newsletter_subscriptions) AS newsletter, (SELECT COUNT(*) FROM gift_cards) AS giftCards, (SELECT COUNT(*) FROM recipes) AS recipes',
    )
    .get();

function expectErrorFormat(body: unknown, status: number) {
  expect(body).toMatchObject({
    data: null,
    error: { status, name: expect.any(String), message: expect.any(String) },
  });
}

describe('bad input', () => {
  it('answers invalid JSON with a 400 and the spec’s message', async () => {
    const response = await t.request
      .post('/api/auth/local')
      .set('Content-Type', 'application/json')
      .send('{"identifier":')
      .expect(400);
    expectErrorFormat(response.body, 400);
    expect(response.body.error.message).toBe('Invalid JSON: only objects or arrays accepted');
    const primitive = await t.request
      .post('/api/auth/local')
      .set('Content-Type', 'application/json')
      .send('"text"')
      .expect(400);
    expect(primitive.body.error.message).toBe('Invalid JSON: only objects or arrays accepted');
  });

  it('refuses oversized bodies with a 413 and writes nothing', async () => {
    const before = counts();
    const response = await t.request
      .post('/api/newsletter-subscriptions')
      .send({ data: { email: 'gros@example.fr', source: 'x'.repeat(200_000) } })
      .expect(413);
    expectErrorFormat(response.body, 413);
    expect(counts()).toEqual(before);
  });

  it('refuses wrong types without writing anything', async () => {
    const before = counts();
    await t.request
      .post('/api/auth/local/register')
      .send({ email: 42, password: { $gt: '' } })
      .expect(400);
    await t.request
      .post('/api/newsletter-subscriptions')
      .send({ data: { email: ['a@example.fr'] } })
      .expect(400);
    await t.request
      .post('/api/newsletter-subscriptions')
      .send({ data: 'lea@example.fr' })
      .expect(400);
    await t.request.post('/api/discounts/pay-gift-card').send([1, 2, 3]).expect(400);
    expect(counts()).toEqual(before);
  });

  it.each([
    '/api/recipes?filters=abc',
    '/api/recipes?filters[__proto__][polluted]=1',
    '/api/recipes?filters[constructor][prototype][x]=1',
    '/api/recipes?populate[__proto__]=1',
    '/api/recipes?sort[$where]=1',
    '/api/recipes?fields=password',
    `/api/recipes?filters[name][$in]=${'a,'.repeat(10)}`,
    `/api/recipes?${Array.from({ length: 80 }, (_, i) => `filters[$or][${i}][name][$eq]=${i}`).join('&')}`,
    `/api/recipes?filters${'[recipe_categories]'.repeat(12)}[name]=x`,
  ])('answers %s with a 4xx or a normal answer, never a 5xx', async (path) => {
    const response = await t.request.get(path);
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) expectErrorFormat(response.body, response.status);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses too many conditions', async () => {
    const query = Array.from({ length: 80 }, (_, i) => `filters[$or][${i}][name][$eq]=${i}`).join(
      '&',
    );
    const response = await t.request.get(`/api/recipes?${query}`).expect(400);
    expect(response.body.error.message).toBe('Invalid filters: too many conditions');
  });

  it('answers malformed percent-encoding and unknown paths with a 4xx', async () => {
    expect((await t.request.get('/api/recipes/cookbook-recipe/%E0%A4%A')).status).toBe(400);
    const unknown = await t.request.get('/api/nothing-here').expect(404);
    expectErrorFormat(unknown.body, 404);
    expect((await t.request.get('/api/../../etc/passwd')).status).toBe(404);
  });

  it('keeps serving afterwards', async () => {
    const response = await t.request.get('/api/recipes?pagination[pageSize]=1').expect(200);
    expect(response.body.data).toHaveLength(1);
    expect(counts()).toMatchObject({ recipes: expect.any(Number) });
  });
});
