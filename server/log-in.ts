import type { Request, Response } from 'express';
import type { Credentials } from '../shared/account-fields.ts';
import type { LoginAttempt } from './login-limits.ts';
import {
  openSession,
  postToApi,
  refusal,
  retryAfterOf,
  tooManyAttempts,
  type Refusal,
  type SessionCallOptions,
} from './session-calls.ts';
import { addressKey, onBehalfOf, visitorAddress } from './visitor-address.ts';
import type { ServerVisitor } from './visitor.ts';
import { postedPasswordLength } from '../shared/password.ts';

export interface LogInOptions extends SessionCallOptions {
  beginLogin: (identifier: string, address: string) => Promise<LoginAttempt>;
}

/** Why a login did not open a session: `code` for a form answered by a redirect. */
export interface LoginRefusal extends Refusal {
  code: 'identifiants' | 'bloque' | 'indisponible' | 'tentatives';
}

export type LoginOutcome = { kind: 'visitor'; visitor: ServerVisitor } | LoginRefusal;

const refusalCodes: Record<string, LoginRefusal['code']> = {
  'Invalid identifier or password': 'identifiants',
  'Identifier or password is a required field': 'identifiants',
  'Account blocked by an administrator': 'bloque',
};

const unavailable = (apiBody: unknown = null): LoginRefusal => ({
  ...refusal(503, apiBody),
  code: 'indisponible',
});

const tooMany = (retryAfterMs: number): LoginRefusal => ({
  ...tooManyAttempts(retryAfterMs),
  code: 'tentatives',
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
    // a password longer than the product API keeps is refused there, not cut into one it keeps
    const password = credentials.password.slice(0, postedPasswordLength);
    const address = visitorAddress(req);
    const attempt = await options.beginLogin(identifier, addressKey(address));
    if (attempt.kind === 'locked') return tooMany(attempt.retryAfterMs);

    const answer = await postToApi(
      options,
      '/auth/local',
      { identifier, password },
      onBehalfOf(req, address),
    );
    if (!answer) {
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
        ...refusal(400, apiBody),
        code: refusalCodes[apiBody?.error?.message ?? ''] ?? 'indisponible',
      };
    }

    await attempt.succeeded();
    const visitor = await openSession(apiBody.jwt, res, options);
    return visitor ? { kind: 'visitor', visitor } : unavailable();
  };
}

export type LogIn = ReturnType<typeof createLogIn>;
