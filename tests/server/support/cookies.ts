import type { IncomingHttpHeaders } from 'node:http';
import { SignJWT } from 'jose';

export const authCookieName = 'session_jwt';

export interface SetCookie {
  name: string;
  value: string;
  /** attribute names lower-cased; flags (HttpOnly, Secure) have the value '' */
  attributes: Record<string, string>;
}

/** The Set-Cookie headers of a response, parsed. */
export function setCookiesOf(headers: IncomingHttpHeaders | Record<string, unknown>): SetCookie[] {
  const raw = headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return lines.map((line) => {
    const [pair = '', ...rest] = line.split(';');
    const equals = pair.indexOf('=');
    const attributes: Record<string, string> = {};
    for (const part of rest) {
      const [name = '', ...value] = part.trim().split('=');
      attributes[name.toLowerCase()] = value.join('=');
    }
    return {
      name: pair.slice(0, equals).trim(),
      value: pair.slice(equals + 1).trim(),
      attributes,
    };
  });
}

/** The session cookie a response sets, if any. */
export function authCookieOf(
  headers: IncomingHttpHeaders | Record<string, unknown>,
): SetCookie | undefined {
  return setCookiesOf(headers).find((cookie) => cookie.name === authCookieName);
}

/** True when the response tells the browser to drop the session cookie. */
export function clearsAuthCookie(headers: IncomingHttpHeaders | Record<string, unknown>): boolean {
  const cookie = authCookieOf(headers);
  if (!cookie) return false;
  const expires = cookie.attributes.expires;
  const maxAge = cookie.attributes['max-age'];
  return (
    cookie.value === '' &&
    ((expires !== undefined && Date.parse(expires) < Date.now()) ||
      (maxAge !== undefined && Number(maxAge) <= 0))
  );
}

/** The payload of a JWT, unverified. */
export function jwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A token the product API would sign for `userId`, here with any secret and any lifetime. */
export async function signToken(
  userId: number,
  secret: string,
  times: { issuedAt: number; expiresAt: number },
): Promise<string> {
  return new SignJWT({ id: userId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(times.issuedAt)
    .setExpirationTime(times.expiresAt)
    .sign(new TextEncoder().encode(secret));
}
