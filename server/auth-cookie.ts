import type { CookieOptions, Request, Response } from 'express';
import { sessionCookieMaxAgeMs } from './token-lifetime.ts';

// DESIGN §6: the JWT lives in an httpOnly cookie; JavaScript never sees it.
export const authCookieName = 'session_jwt';
const jwtShape = /^[A-Za-z0-9_-]{10,1000}\.[A-Za-z0-9_-]{10,2000}\.[A-Za-z0-9_-]{10,1000}$/;

export interface CookieSettings {
  secure: boolean;
  domain?: string;
}

function options(settings: CookieSettings): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    ...(settings.domain ? { domain: settings.domain } : {}),
  };
}

/** The token in the cookie when it looks like a JWT; garbage is no token at all. */
export function tokenFrom(req: Request): string | undefined {
  const value: unknown = req.cookies?.[authCookieName];
  return typeof value === 'string' && jwtShape.test(value) ? value : undefined;
}

export function hasAuthCookie(req: Request): boolean {
  return req.cookies?.[authCookieName] !== undefined;
}

/** The cookie lives as long as its token (server/token-lifetime.ts), spec §9's 365 days at most. */
export function setAuthCookie(res: Response, token: string, settings: CookieSettings): void {
  res.cookie(authCookieName, token, { ...options(settings), maxAge: sessionCookieMaxAgeMs(token) });
}

export function clearAuthCookie(res: Response, settings: CookieSettings): void {
  res.clearCookie(authCookieName, options(settings));
}
