import { ApiError, apiErrorOf, ApiUnavailableError, unavailableErrorOf } from './api-error.ts';
import { strapiQueryString, type StrapiQuery } from './strapi-query.ts';

// One small fetch wrapper for the product API (DESIGN §5): JSON, a time-out, French errors.
// It touches neither window nor document, so the server renders with it too.

export interface ApiClient {
  get<T>(path: string, query?: StrapiQuery, options?: CallOptions): Promise<T>;
  post<T>(path: string, body: unknown, options?: CallOptions): Promise<T>;
  /** Strapi's update of an entry (PUT /users/me, ADR 048; /subscriptions/me, ADR 047) */
  put<T>(path: string, body: unknown, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions): Promise<T>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** spec §8's skip flag: this call's failure shows no toast (the caller says it itself) */
  skipGlobalNotify?: boolean;
  /** headers of this call only (a payment's `Idempotency-Key`) */
  headers?: Record<string, string>;
}

/** A failed call, as the `onError` hook sees it. */
export interface FailedCall {
  method: Method;
  path: string;
  error: ApiError | ApiUnavailableError;
}

export interface ApiClientOptions {
  /** e.g. `/api` in the browser, `http://127.0.0.1:1337/api` on the server */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
  /** spec §4: a 401 from the API logs the visitor out */
  onUnauthorized?: () => void;
  /** spec §8: every failed call, unless it set `skipGlobalNotify` (the browser shows a toast) */
  onError?: (call: FailedCall) => void;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? fetch;

  async function call<T>(
    method: Method,
    path: string,
    url: string,
    body: unknown,
    callOptions: CallOptions = {},
  ): Promise<T> {
    try {
      return await send<T>(method, url, body, callOptions.headers);
    } catch (error) {
      // a 401 ends the session, which says so itself (onUnauthorized): one message, not two
      const sessionEnded = error instanceof ApiError && error.status === 401;
      if (
        !callOptions.skipGlobalNotify &&
        !(sessionEnded && options.onUnauthorized) &&
        (error instanceof ApiError || error instanceof ApiUnavailableError)
      )
        options.onError?.({ method, path, error });
      throw error;
    }
  }

  async function send<T>(
    method: Method,
    url: string,
    body: unknown,
    headers: Record<string, string> | undefined,
  ): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...options.headers,
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      throw new ApiUnavailableError();
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // spec §8: a raw string answer is shown as it is when nothing better exists
    }
    if (response.status === 401) options.onUnauthorized?.();
    if (response.status >= 500 && response.status !== 501) throw await unavailableErrorOf(parsed);
    if (!response.ok) throw await apiErrorOf(response.status, parsed);
    return parsed as T;
  }

  return {
    get: (path, query, callOptions) =>
      call(
        'GET',
        path,
        `${options.baseUrl}${path}${strapiQueryString(query)}`,
        undefined,
        callOptions,
      ),
    post: (path, body, callOptions) =>
      call('POST', path, `${options.baseUrl}${path}`, body, callOptions),
    put: (path, body, callOptions) =>
      call('PUT', path, `${options.baseUrl}${path}`, body, callOptions),
    delete: (path, callOptions) =>
      call('DELETE', path, `${options.baseUrl}${path}`, undefined, callOptions),
  };
}
