import express, { Router, type Request, type Response } from 'express';
import { basketMenuPath, loginPath } from '../shared/guard.ts';
import { clearAuthCookie, tokenFrom, type CookieSettings } from './auth-cookie.ts';
import type { EndSession } from './end-session.ts';
import type { AccountCalls, AccountOutcome } from './account-calls.ts';
import type { LogIn } from './log-in.ts';
import { redirect, underMount } from './redirect.ts';
import { answerTooManyAttempts } from './too-many-attempts.ts';
import { anonymous, type ServerVisitor, type TokenCheck } from './visitor.ts';
import { postedPasswordLength } from '../shared/password.ts';

interface AuthRouteOptions {
  cookies: CookieSettings;
  subscriberSiteUrl: string;
  resolveVisitor: (token: string, requestId: string) => Promise<TokenCheck>;
  /** forgets what was kept of a token's holder: the next check asks the product API */
  refreshVisitor: (token: string) => void;
  logIn: LogIn;
  accounts: AccountCalls;
  endSession: EndSession;
}

/** A JSON answer of an account call: who is logged in now, a step done, or the refusal. */
function answer(res: Response, outcome: AccountOutcome) {
  if (outcome.kind === 'visitor') return res.json({ visitor: outcome.visitor });
  if (outcome.kind === 'done') return res.json({ ok: true });
  if (outcome.retryAfterMs !== undefined) return answerTooManyAttempts(res, outcome.retryAfterMs);
  return res
    .status(outcome.status)
    .json({ error: { status: outcome.status, message: outcome.message } });
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : '';

/**
 * DESIGN §6: POST /auth/login turns the product API's JWT into an httpOnly cookie and answers
 * who is now logged in; POST /auth/logout clears it; GET /auth/session says who is visiting.
 * A plain HTML form works too (no JavaScript): it is answered with a redirect. The browser's
 * registration, password reset and password change go through /auth/register,
 * /auth/forgot-password, /auth/reset-password and /auth/change-password (JSON), so that the JWT
 * stays in the cookie.
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
    const outcome = await options.logIn(
      {
        identifier: typeof body.identifier === 'string' ? body.identifier : '',
        password: typeof body.password === 'string' ? body.password : '',
      },
      req,
      res,
    );
    const html = wantsHtml(req);
    if (outcome.kind === 'visitor') {
      if (!html) return res.json({ visitor: outcome.visitor });
      const target = outcome.visitor.funnelCompleted ? options.subscriberSiteUrl : basketMenuPath;
      return redirect(res, 303, underMount(req, target));
    }
    if (html) return redirect(res, 303, underMount(req, `${loginPath}?erreur=${outcome.code}`));
    if (outcome.retryAfterMs !== undefined) return answerTooManyAttempts(res, outcome.retryAfterMs);
    return res
      .status(outcome.status)
      .json({ error: { status: outcome.status, message: outcome.message } });
  });

  router.post('/auth/register', ...parse, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const outcome = await options.accounts.register(
      {
        firstName: text(body.firstName, 100).trim(),
        lastName: text(body.lastName, 100).trim(),
        email: text(body.email, 254).trim(),
        password: text(body.password, postedPasswordLength),
        newsletter: body.newsletter === true,
      },
      req,
      res,
    );
    return answer(res, outcome);
  });

  router.post('/auth/forgot-password', ...parse, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = (req.body ?? {}) as Record<string, unknown>;
    return answer(res, await options.accounts.requestResetCode(text(body.email, 254).trim(), req));
  });

  router.post('/auth/reset-password', ...parse, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const outcome = await options.accounts.resetPassword(
      {
        email: text(body.email, 254).trim(),
        code: text(body.code, 20).trim(),
        password: text(body.password, postedPasswordLength),
        passwordConfirmation: text(body.passwordConfirmation, postedPasswordLength),
      },
      req,
      res,
    );
    return answer(res, outcome);
  });

  router.post('/auth/change-password', ...parse, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const outcome = await options.accounts.changePassword(
      {
        currentPassword: text(body.currentPassword, postedPasswordLength),
        password: text(body.password, postedPasswordLength),
        passwordConfirmation: text(body.passwordConfirmation, postedPasswordLength),
      },
      req,
      res,
    );
    return answer(res, outcome);
  });

  router.post('/auth/logout', ...parse, async (req, res) => {
    await options.endSession(req, res);
    res.setHeader('Cache-Control', 'no-store');
    if (wantsHtml(req)) return redirect(res, 303, underMount(req, '/'));
    return res.status(204).end();
  });

  router.get('/auth/session', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const token = tokenFrom(req);
    if (!token) return res.json(anonymous);
    // asked by the browser after a login or a logout, rarely: the product API answers afresh, so
    // that a session ended on another device (DESIGN §6) is not taken for one for 30 s more
    options.refreshVisitor(token);
    const check = await options.resolveVisitor(token, String(req.id));
    if (check.kind === 'rejected') clearAuthCookie(res, options.cookies);
    const visitor: ServerVisitor = check.kind === 'visitor' ? check.visitor : anonymous;
    return res.json(visitor);
  });

  return router;
}
