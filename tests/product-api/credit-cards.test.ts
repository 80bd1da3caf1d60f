import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApi, type TestApi } from './support/start-test-api.ts';

// README « Payment cards »: DELETE /credit-cards/{id} removes one of the customer's own cards;
// the last card of an active subscription stays.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.stop());

const visa = {
  type: 'scheme',
  encryptedCardNumber: 'test_4111111145551142',
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName: 'Claire Dubois',
};

interface Card {
  id: number;
  documentId: string;
}

const auth = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

/** Adds a card: Adyen's test Visa, or another of its test cards (the same card is kept once). */
async function addCard(jwt: string, number = '4111111145551142'): Promise<Card> {
  const reference = await t.request.post('/api/users/me/shopper-reference').set(auth(jwt));
  expect([200, 201]).toContain(reference.status);
  const added = await t.request
    .post('/api/credit-cards/add')
    .set(auth(jwt))
    .send({ data: { paymentMethod: { ...visa, encryptedCardNumber: `test_${number}` } } })
    .expect(200);
  return added.body.data.card as Card;
}

const cards = async (jwt: string) =>
  ((await t.request.get('/api/credit-cards').set(auth(jwt)).expect(200)).body.data as Card[]).map(
    (card) => card.id,
  );

describe('DELETE /credit-cards/{id}', () => {
  it('removes a prospect’s card, by id or documentId, and answers it', async () => {
    const jwt = await login(t.request, 'prospect@example.fr');
    const first = await addCard(jwt);
    const second = await addCard(jwt, '2222400070000005');
    const removed = await t.request
      .delete(`/api/credit-cards/${first.id}`)
      .set(auth(jwt))
      .expect(200);
    expect(removed.body.data).toMatchObject({ id: first.id, last_four: '1142' });
    await t.request.delete(`/api/credit-cards/${second.documentId}`).set(auth(jwt)).expect(200);
    expect(await cards(jwt)).toEqual([]);
  });

  it('answers 404 for another customer’s card, which stays', async () => {
    const owner = await login(t.request, 'prospect@example.fr');
    const card = await addCard(owner);
    const other = await login(t.request, 'abonne@example.fr');
    const refused = await t.request
      .delete(`/api/credit-cards/${card.id}`)
      .set(auth(other))
      .expect(404);
    expect(refused.body.error.message).toBe('Not Found');
    await t.request.delete(`/api/credit-cards/${card.documentId}`).set(auth(other)).expect(404);
    await t.request.delete('/api/credit-cards/999999').set(auth(other)).expect(404);
    expect(await cards(owner)).toContain(card.id);
  });

  it('keeps the last card of an active subscription, and removes it once there is another', async () => {
    const jwt = await login(t.request, 'abonne@example.fr');
    // the seed's card, which the subscription's boxes are charged to
    const [seeded] = await cards(jwt);
    await t.request.delete(`/api/credit-cards/${seeded}`).set(auth(jwt)).expect(400);
    const only = await addCard(jwt);
    await t.request.delete(`/api/credit-cards/${seeded}`).set(auth(jwt)).expect(200);
    const refused = await t.request
      .delete(`/api/credit-cards/${only.id}`)
      .set(auth(jwt))
      .expect(400);
    expect(refused.body.error).toMatchObject({
      name: 'ApplicationError',
      message: 'Cannot remove the last card of an active subscription',
    });
    expect(await cards(jwt)).toContain(only.id);
    await addCard(jwt, '2222400070000005');
    await t.request.delete(`/api/credit-cards/${only.id}`).set(auth(jwt)).expect(200);
    expect(await cards(jwt)).not.toContain(only.id);
  });

  it('needs a session', async () => {
    await t.request.delete('/api/credit-cards/1').expect(401);
  });
});
