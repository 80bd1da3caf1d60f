import express, { Router, type Request, type Response } from 'express';
import { frenchErrorMessage } from '../shared/errors.ts';
import { basketMenuPath, loginPath } from '../shared/guard.ts';
import { clearAuthCookie, setAuthCookie, tokenFrom, type CookieSettings } from './auth-cookie.ts';
import { anonymous, type ServerVisitor, type TokenCheck } from './visitor.ts';

interface AuthRouteOptions {
  apiUrl: () => string;
  timeoutMs: number;
  cookies: CookieSettings;
  subscriberSiteUrl: string;
  resolveVisitor: (token: string) => Promise<TokenCheck>;
}

const loginErrorCodes: Record<string, string> = {
  'Invalid identifier or password': 'identifiants',
  'Identifier or password is a required field': 'identifiants',
  'Account blocked by an administrator': 'bloque',
};

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
        return res.redirect(
          303,
          `${loginPath}?erreur=${loginErrorCodes[serverMessage] ?? 'indisponible'}`,
        );
      return res.status(status).json({ error: { status, message: frenchErrorMessage(apiBody) } });
    };

    let answer: globalThis.Response;
    try {
      answer = await fetch(`${options.apiUrl()}/api/auth/local`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ identifier, password }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      return fail(503, null);
    }
    const apiBody = (await answer.json().catch(() => null)) as { jwt?: string } | null;
    if (!answer.ok || typeof apiBody?.jwt !== 'string')
      return fail(answer.status >= 500 ? 503 : 400, apiBody);

    const check = await options.resolveVisitor(apiBody.jwt);
    if (check.kind !== 'visitor') return fail(503, null);
    setAuthCookie(res, apiBody.jwt, options.cookies);
    if (html)
      return res.redirect(
        303,
        check.visitor.funnelCompleted ? options.subscriberSiteUrl : basketMenuPath,
      );
    return res.json({ visitor: check.visitor });
  });

  router.post('/auth/logout', ...parse, (req, res) => {
    clearAuthCookie(res, options.cookies);
    res.setHeader('Cache-Control', 'no-store');
    if (wantsHtml(req)) return res.redirect(303, '/');
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
