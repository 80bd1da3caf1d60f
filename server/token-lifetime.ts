const dayMs = 24 * 60 * 60 * 1000;
const longestMs = 365 * dayMs; // spec §9: cookies live 365 days

/** The `exp` claim of a JWT (seconds), read without checking the signature. */
function expiryOf(token: string): number | undefined {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    const exp = payload && typeof payload === 'object' ? (payload as { exp?: unknown }).exp : null;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How long the session cookie keeps a token: as long as the token itself is valid (a cookie
 * outliving its token only sends a dead one). Unverified is enough: the cookie's life is a
 * convenience, the product API checks the token on every call.
 */
export function sessionCookieMaxAgeMs(token: string, now = Date.now()): number {
  const exp = expiryOf(token);
  if (exp === undefined) return longestMs;
  return Math.min(Math.max(0, exp * 1000 - now), longestMs);
}
