import type { Request, Response } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { PasswordReset, Registration } from '../shared/account-fields.ts';
import { frenchErrorMessage } from '../shared/errors.ts';
import { tooManyAttemptsMessage } from '../shared/site-error-messages.ts';
import { setAuthCookie, type CookieSettings } from './auth-cookie.ts';
import { addressKey, visitorAddress } from './visitor-address.ts';
import type { ServerVisitor, TokenCheck } from './visitor.ts';

export interface AccountCallOptions {
  apiUrl: () => string;
  timeoutMs: number;
  cookies: CookieSettings;
  resolveVisitor: (token: string) => Promise<TokenCheck>;
  /** the product API's guessable endpoints, counted per visitor address (ADR 021) */
  guessesPerIp: RateLimiterAbstract;
}

/** A session opened (its cookie is on the answer), a step done, or a refusal in French. */
export type AccountOutcome =
  | { kind: 'visitor'; visitor: ServerVisitor }
  | { kind: 'done' }
  | { kind: 'refused'; status: number; message: string; retryAfterMs?: number };

const refused = (status: number, body: unknown): AccountOutcome => ({
  kind: 'refused',
  status,
  // spec §8: the server's message in French, else the general one
  message: frenchErrorMessage(body),
});

const tooMany = (retryAfterMs: number): AccountOutcome => ({
  kind: 'refused',
  status: 429,
  message: tooManyAttemptsMessage(retryAfterMs),
  retryAfterMs,
});

/**
 * The account calls of spec §7 that open a session or send a code (DESIGN §6): registration
 * and the two steps of the password reset. The JWT never leaves the server: it becomes the
 * httpOnly cookie of the answer. The same calls serve the pages' route actions and the JSON
 * endpoints the browser uses.
 */
export function createAccountCalls(options: AccountCallOptions) {
  async function post(
    path: string,
    body: unknown,
    req: Request,
  ): Promise<{ status: number; body: unknown; retryAfterMs?: number } | AccountOutcome> {
    const address = visitorAddress(req);
    try {
      await options.guessesPerIp.consume(addressKey(address));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return tooMany(rejection.msBeforeNext);
      throw rejection;
    }
    let answer: globalThis.Response;
    try {
      answer = await fetch(`${options.apiUrl()}/api${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          // the product API's own limits count the visitor, not this server
          'X-Forwarded-For': address,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      return refused(503, null);
    }
    const parsed: unknown = await answer.json().catch(() => null);
    if (answer.status === 429)
      return tooMany((Number(answer.headers.get('retry-after')) || 60) * 1000);
    return { status: answer.status, body: parsed };
  }

  /** The session the product API opened for this answer, from its `{ jwt }`. */
  async function openSession(body: unknown, res: Response): Promise<AccountOutcome> {
    const jwt = (body as { jwt?: unknown } | null)?.jwt;
    if (typeof jwt !== 'string') return refused(503, null);
    const check = await options.resolveVisitor(jwt);
    if (check.kind !== 'visitor') return refused(503, null);
    setAuthCookie(res, jwt, options.cookies);
    return { kind: 'visitor', visitor: check.visitor };
  }

  const isOutcome = (value: object): value is AccountOutcome => 'kind' in value;
  const failed = (answer: { status: number; body: unknown }) =>
    refused(answer.status >= 500 ? 503 : 400, answer.body);

  return {
    async register(fields: Registration, req: Request, res: Response): Promise<AccountOutcome> {
      const answer = await post(
        '/auth/local/register',
        {
          email: fields.email,
          password: fields.password,
          first_name: fields.firstName,
          last_name: fields.lastName,
        },
        req,
      );
      if (isOutcome(answer)) return answer;
      if (answer.status !== 200) return failed(answer);
      const outcome = await openSession(answer.body, res);
      if (outcome.kind === 'visitor' && fields.newsletter) {
        // the opt-in is a wish, not a condition of the account: a failure is not the visitor's
        await fetch(`${options.apiUrl()}/api/newsletter-subscriptions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ data: { email: fields.email, source: 'inscription' } }),
          signal: AbortSignal.timeout(options.timeoutMs),
        }).catch(() => undefined);
      }
      return outcome;
    },

    /** Step 1: the same answer whether an account has this address or not (no enumeration). */
    async requestResetCode(email: string, req: Request): Promise<AccountOutcome> {
      const answer = await post('/auth/forgot-password', { email }, req);
      if (isOutcome(answer)) return answer;
      return answer.status === 200 ? { kind: 'done' } : failed(answer);
    },

    /** Step 2: the code and the new password; success opens a session. */
    async resetPassword(fields: PasswordReset, req: Request, res: Response) {
      const answer = await post('/auth/reset-password', fields, req);
      if (isOutcome(answer)) return answer;
      return answer.status === 200 ? openSession(answer.body, res) : failed(answer);
    },
  };
}

export type AccountCalls = ReturnType<typeof createAccountCalls>;
