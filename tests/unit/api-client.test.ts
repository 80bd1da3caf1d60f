import { describe, expect, it } from 'vitest';
import { createApiClient, type FailedCall } from '../../client/api/api-client.ts';
import { ApiError, ApiUnavailableError } from '../../client/api/api-error.ts';
import { fallbackErrorMessage, frenchServerMessages } from '../../shared/errors.ts';
import { unavailableMessage } from '../../shared/site-error-messages.ts';

// spec §8: a failed call shows the server's message in French when it is a known one, else
// the response's message, else the raw string, else the general message; spec §4: a 401 logs
// the visitor out. The product API is stood in for by a fetch that answers what a test says.
function clientAnswering(status: number, body: string) {
  const failed: FailedCall[] = [];
  let unauthorized = 0;
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    timeoutMs: 1000,
    fetch: async () => new Response(body, { status }),
    onError: (call) => failed.push(call),
    onUnauthorized: () => unauthorized++,
  });
  return { client, failed, unauthorized: () => unauthorized };
}

const strapi = (status: number, message: string) =>
  JSON.stringify({ data: null, error: { status, name: 'Error', message, details: {} } });

describe('a failed call’s French message', () => {
  it('says a known server message of a 5xx in French, not a fixed « indisponible »', async () => {
    const { client, failed } = clientAnswering(500, strapi(500, 'unable to create order'));
    const error = await client.post('/orders', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiUnavailableError);
    const expected = frenchServerMessages['unable to create order'];
    expect(expected).toBeTruthy();
    expect((error as ApiUnavailableError).frenchMessage).toBe(expected);
    expect(failed.map((call) => call.error.frenchMessage)).toEqual([expected]);
  });

  it('says the general message for a 5xx whose message is unknown', async () => {
    const { client } = clientAnswering(502, strapi(502, 'upstream exploded at line 12'));
    const error = (await client.get('/pages').catch((caught: unknown) => caught)) as ApiError;
    expect(error.frenchMessage).toBe(fallbackErrorMessage);
  });

  it('says the service is unavailable when a 5xx carries nothing', async () => {
    const { client } = clientAnswering(503, '');
    const error = (await client.get('/pages').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiUnavailableError);
    expect(error.frenchMessage).toBe(unavailableMessage);
  });

  it('maps a 4xx’s known message, and reports a 401 as the session’s end', async () => {
    const { client, unauthorized, failed } = clientAnswering(401, strapi(401, 'Invalid token'));
    const error = (await client.get('/users/me').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.frenchMessage).toBe(frenchServerMessages['Invalid token']);
    expect(unauthorized()).toBe(1);
    // the session's end says it once (session-expiry.ts), not a toast beside it too
    expect(failed).toEqual([]);
  });

  it('shows no toast for a call that opts out', async () => {
    const { client, failed } = clientAnswering(400, strapi(400, 'code not found'));
    await client.get('/discounts/X/check', undefined, { skipGlobalNotify: true }).catch(() => {});
    expect(failed).toEqual([]);
  });
});
