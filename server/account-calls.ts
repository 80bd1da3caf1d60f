import type { Request, Response } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { PasswordChange, PasswordReset, Registration } from '../shared/account-fields.ts';
import { tokenFrom } from './auth-cookie.ts';
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

export interface AccountCallOptions extends SessionCallOptions {
  /** the product API's guessable endpoints, counted per visitor address (ADR 021) */
  guessesPerIp: RateLimiterAbstract;
}

/** A session opened (its cookie is on the answer), a step done, or a refusal in French. */
export type AccountOutcome =
  { kind: 'visitor'; visitor: ServerVisitor } | { kind: 'done' } | Refusal;

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
    token?: string,
  ): Promise<{ status: number; body: unknown; retryAfterMs?: number } | AccountOutcome> {
    const address = visitorAddress(req);
    try {
      await options.guessesPerIp.consume(addressKey(address));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return tooManyAttempts(rejection.msBeforeNext);
      throw rejection;
    }
    const answer = await postToApi(options, path, body, onBehalfOf(req, address), token);
    if (!answer) return refusal(503);
    const parsed: unknown = await answer.json().catch(() => null);
    if (answer.status === 429) return tooManyAttempts(retryAfterOf(answer));
    return { status: answer.status, body: parsed };
  }

  /** The session the product API opened for this answer, from its `{ jwt }`. */
  async function sessionFrom(body: unknown, res: Response): Promise<AccountOutcome> {
    const visitor = await openSession((body as { jwt?: unknown } | null)?.jwt, res, options);
    return visitor ? { kind: 'visitor', visitor } : refusal(503);
  }

  const isOutcome = (value: object): value is AccountOutcome => 'kind' in value;
  const failed = (answer: { status: number; body: unknown }) =>
    refusal(answer.status >= 500 ? 503 : 400, answer.body);

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
      const outcome = await sessionFrom(answer.body, res);
      if (outcome.kind === 'visitor' && fields.newsletter) {
        // the opt-in is a wish, not a condition of the account: a failure is not the visitor's
        await fetch(`${options.apiUrl()}/api/newsletter-subscriptions`, {
          method: 'POST',
          // the visitor's address: the API's limit counts theirs, not this server's
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            ...onBehalfOf(req),
          },
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
      return answer.status === 200 ? sessionFrom(answer.body, res) : failed(answer);
    },

    /**
     * The visitor's password changed (ADR 048): the product API ends their other sessions and
     * answers the token of a new one, which becomes this answer's cookie — this one goes on.
     */
    async changePassword(
      fields: PasswordChange,
      req: Request,
      res: Response,
    ): Promise<AccountOutcome> {
      const token = tokenFrom(req);
      if (!token) return refusal(401, { error: { message: 'Unauthorized' } });
      const answer = await post('/auth/change-password', fields, req, token);
      if (isOutcome(answer)) return answer;
      if (answer.status === 401) return refusal(401, answer.body);
      return answer.status === 200 ? sessionFrom(answer.body, res) : failed(answer);
    },
  };
}

export type AccountCalls = ReturnType<typeof createAccountCalls>;
