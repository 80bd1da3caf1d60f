import type { Request, Response } from 'express';
import type { Credentials } from '../shared/account-fields.ts';
import { frenchErrorMessage } from '../shared/errors.ts';
import { tooManyAttemptsMessage } from '../shared/site-error-messages.ts';
import { setAuthCookie, type CookieSettings } from './auth-cookie.ts';
import type { LoginAttempt } from './login-limits.ts';
import { addressKey, visitorAddress } from './visitor-address.ts';
import type { ServerVisitor, TokenCheck } from './visitor.ts';

export interface LogInOptions {
  apiUrl: () => string;
  timeoutMs: number;
  cookies: CookieSettings;
  resolveVisitor: (token: string) => Promise<TokenCheck>;
  beginLogin: (identifier: string, address: string) => Promise<LoginAttempt>;
}

/** Why a login did not open a session: `code` for a form answered by a redirect. */
export interface LoginRefusal {
  kind: 'refused';
  status: number;
  code: 'identifiants' | 'bloque' | 'indisponible' | 'tentatives';
  /** spec §8's French message */
  message: string;
  retryAfterMs?: number;
}

export type LoginOutcome = { kind: 'visitor'; visitor: ServerVisitor } | LoginRefusal;

const refusalCodes: Record<string, LoginRefusal['code']> = {
  'Invalid identifier or password': 'identifiants',
  'Identifier or password is a required field': 'identifiants',
  'Account blocked by an administrator': 'bloque',
};

/** The product API's own Retry-After (seconds), in milliseconds; a minute when it gives none. */
const retryAfterOf = (answer: globalThis.Response) =>
  (Number(answer.headers.get('retry-after')) || 60) * 1000;

// spec §8: the server's message in French, else the general one
const unavailable = (apiBody: unknown = null): LoginRefusal => ({
  kind: 'refused',
  status: 503,
  code: 'indisponible',
  message: frenchErrorMessage(apiBody),
});

const tooMany = (retryAfterMs: number): LoginRefusal => ({
  kind: 'refused',
  status: 429,
  code: 'tentatives',
  message: tooManyAttemptsMessage(retryAfterMs),
  retryAfterMs,
});

/**
 * DESIGN §6: the product API's JWT becomes the httpOnly cookie of the answer. Failed logins are
 * counted per account and per address before the API is asked (ADR 021's limits); the same
 * logic serves `POST /auth/login` and the login page's route action.
 */
export function createLogIn(options: LogInOptions) {
  return async function logIn(
    credentials: Credentials,
    req: Request,
    res: Response,
  ): Promise<LoginOutcome> {
    const identifier = credentials.identifier.trim().slice(0, 254);
    const password = credentials.password.slice(0, 200);
    const address = visitorAddress(req);
    const attempt = await options.beginLogin(identifier, addressKey(address));
    if (attempt.kind === 'locked') return tooMany(attempt.retryAfterMs);

    let answer: globalThis.Response;
    try {
      answer = await fetch(`${options.apiUrl()}/api/auth/local`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          // the product API's own limits count the visitor, not this server
          'X-Forwarded-For': address,
        },
        body: JSON.stringify({ identifier, password }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      await attempt.undecided();
      return unavailable();
    }
    const apiBody = (await answer.json().catch(() => null)) as {
      jwt?: unknown;
      error?: { message?: string };
    } | null;
    // the product API's own limit refused a guess: it stays counted here too, so that the
    // next ones stop at this server instead of costing a call each
    if (answer.status === 429) return tooMany(retryAfterOf(answer));
    if (!answer.ok || typeof apiBody?.jwt !== 'string') {
      // a refusal of the credentials stays counted; an API in trouble says nothing about them
      if (answer.status < 400 || answer.status >= 500) {
        await attempt.undecided();
        return unavailable(apiBody);
      }
      return {
        kind: 'refused',
        status: 400,
        code: refusalCodes[apiBody?.error?.message ?? ''] ?? 'indisponible',
        message: frenchErrorMessage(apiBody),
      };
    }

    await attempt.succeeded();
    const check = await options.resolveVisitor(apiBody.jwt);
    if (check.kind !== 'visitor') return unavailable();
    setAuthCookie(res, apiBody.jwt, options.cookies);
    return { kind: 'visitor', visitor: check.visitor };
  };
}

export type LogIn = ReturnType<typeof createLogIn>;
