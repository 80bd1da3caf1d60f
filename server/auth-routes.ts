import express, { Router, type Request, type Response } from 'express';
import { frenchErrorMessage } from '../shared/errors.ts';
import { basketMenuPath, loginPath } from '../shared/guard.ts';
import { clearAuthCookie, setAuthCookie, tokenFrom, type CookieSettings } from './auth-cookie.ts';
import type { EndSession } from './end-session.ts';
import type { LoginAttempt } from './login-limits.ts';
import { redirect } from './redirect.ts';
import { answerTooManyAttempts } from './too-many-attempts.ts';
import { addressKey, visitorAddress } from './visitor-address.ts';
import { anonymous, type ServerVisitor, type TokenCheck } from './visitor.ts';

interface AuthRouteOptions {
  apiUrl: () => string;
  timeoutMs: number;
  cookies: CookieSettings;
  subscriberSiteUrl: string;
  resolveVisitor: (token: string) => Promise<TokenCheck>;
  beginLogin: (identifier: string, address: string) => Promise<LoginAttempt>;
  endSession: EndSession;
}

const loginErrorCodes: Record<string, string> = {
  'Invalid identifier or password': 'identifiants',
  'Identifier or password is a required field': 'identifiants',
  'Account blocked by an administrator': 'bloque',
};

/** The product API's own Retry-After (seconds), in milliseconds; a minute when it gives none. */
const retryAfterOf = (answer: globalThis.Response) =>
  (Number(answer.headers.get('retry-after')) || 60) * 1000;

/**
 * DESIGN §6: POST /auth/login turns the product API's JWT into an httpOnly cookie and answers
 * who is now logged in; POST /auth/logout clears it; GET /auth/session says who is visiting.
 * A plain HTML form works too (no JavaScript): it is answered with a redirect.
 */
export function authRoutes(options: AuthRouteOptions): Router {
  const router = Router();
  const wantsHtml = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));
  const parse = [
    express.json({ limit: '4kb' }),
    express.urlencoded({ extended: false, limit: '4kb' }),
  ];

  router.post('/auth/login', ...parse, async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const identifier =
      typeof body.identifier === 'string' ? body.identifier.trim().slice(0, 254) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 200) : '';
    const html = wantsHtml(req);
    const fail = (status: number, apiBody: unknown) => {
      const serverMessage =
        (apiBody as { error?: { message?: string } } | null)?.error?.message ?? '';
      if (html)
        return redirect(
          res,
          303,
          `${loginPath}?erreur=${loginErrorCodes[serverMessage] ?? 'indisponible'}`,
        );
      return res.status(status).json({ error: { status, message: frenchErrorMessage(apiBody) } });
    };
    const tooMany = (retryAfterMs: number) =>
      html
        ? redirect(res, 303, `${loginPath}?erreur=tentatives`)
        : answerTooManyAttempts(res, retryAfterMs);

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
      return fail(503, null);
    }
    const apiBody = (await answer.json().catch(() => null)) as { jwt?: string } | null;
    // the product API's own limit refused a guess: it stays counted here too, so that the
    // next ones stop at this server instead of costing a call each
    if (answer.status === 429) return tooMany(retryAfterOf(answer));
    if (!answer.ok || typeof apiBody?.jwt !== 'string') {
      // a refusal of the credentials stays counted; an API in trouble says nothing about them
      if (answer.status < 400 || answer.status >= 500) await attempt.undecided();
      return fail(answer.status >= 500 ? 503 : 400, apiBody);
    }

    await attempt.succeeded();
    const check = await options.resolveVisitor(apiBody.jwt);
    if (check.kind !== 'visitor') return fail(503, null);
    setAuthCookie(res, apiBody.jwt, options.cookies);
    if (html)
      return redirect(
        res,
        303,
        check.visitor.funnelCompleted ? options.subscriberSiteUrl : basketMenuPath,
      );
    return res.json({ visitor: check.visitor });
  });

  router.post('/auth/logout', ...parse, async (req, res) => {
    await options.endSession(req, res);
    res.setHeader('Cache-Control', 'no-store');
    if (wantsHtml(req)) return redirect(res, 303, '/');
    return res.status(204).end();
  });

  router.get('/auth/session', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const token = tokenFrom(req);
    if (!token) return res.json(anonymous);
    const check = await options.resolveVisitor(token);
    if (check.kind === 'rejected') clearAuthCookie(res, options.cookies);
    const visitor: ServerVisitor = check.kind === 'visitor' ? check.visitor : anonymous;
    return res.json(visitor);
  });

  return router;
}
