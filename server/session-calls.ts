import type { Response } from 'express';
import { frenchErrorMessage } from '../shared/errors.ts';
import { tooManyAttemptsMessage } from '../shared/site-error-messages.ts';
import { setAuthCookie, type CookieSettings } from './auth-cookie.ts';
import type { ServerVisitor, TokenCheck } from './visitor.ts';
import type { VisitorHeaders } from './visitor-address.ts';

// What the calls that open a session (login, registration, password reset) share: how they
// ask the product API, and how they answer.

export interface SessionCallOptions {
  apiUrl: () => string;
  timeoutMs: number;
  cookies: CookieSettings;
  resolveVisitor: (token: string, requestId: string) => Promise<TokenCheck>;
}

/**
 * A POST of JSON to the product API with the visitor's headers (`onBehalfOf`), with their
 * session's `token` when the call needs one; undefined when it cannot be reached in time.
 */
export async function postToApi(
  options: SessionCallOptions,
  path: string,
  body: unknown,
  visitor: VisitorHeaders,
  token?: string,
): Promise<globalThis.Response | undefined> {
  try {
    return await fetch(`${options.apiUrl()}/api${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...visitor,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    return undefined;
  }
}

export interface Refusal {
  kind: 'refused';
  status: number;
  /** spec §8's French message */
  message: string;
  /** a refusal for too many attempts: when to come back */
  retryAfterMs?: number;
}

/** spec §8: the server's message in French, else the general one. */
export const refusal = (status: number, apiBody: unknown = null): Refusal => ({
  kind: 'refused',
  status,
  message: frenchErrorMessage(apiBody),
});

export const tooManyAttempts = (retryAfterMs: number): Refusal => ({
  kind: 'refused',
  status: 429,
  message: tooManyAttemptsMessage(retryAfterMs),
  retryAfterMs,
});

/** The product API's own Retry-After (seconds), in milliseconds; a minute when it gives none. */
export const retryAfterOf = (answer: globalThis.Response) =>
  (Number(answer.headers.get('retry-after')) || 60) * 1000;

/**
 * DESIGN §6: the JWT the product API answered becomes the httpOnly cookie of this answer, once
 * it names a visitor; undefined when it does not (the caller answers 503).
 */
export async function openSession(
  jwt: unknown,
  res: Response,
  options: SessionCallOptions,
): Promise<ServerVisitor | undefined> {
  if (typeof jwt !== 'string') return undefined;
  const check = await options.resolveVisitor(jwt, String(res.req.id));
  if (check.kind !== 'visitor') return undefined;
  setAuthCookie(res, jwt, options.cookies);
  return check.visitor;
}
