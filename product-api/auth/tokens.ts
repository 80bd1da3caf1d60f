import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../http/api-error.ts';

const algorithm = 'HS256';
// spec §9: a session lasts 365 days; a logout or a reset ends it before (README "Sessions")
const lifetime = '365d';

/** Who a token was issued to, and for which of their sessions (README "Sessions"). */
export interface TokenClaims {
  userId: number;
  /** the user's token_version when it was signed: a logout or a reset bumps it */
  tokenVersion: number;
}

export interface Tokens {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a genuine token; a 401 (spec §8 messages) for a forged or expired one. */
  verify(token: string): Promise<TokenClaims>;
}

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

export function createTokens(secret: string): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ id: userId, token_version: tokenVersion })
        .setProtectedHeader({ alg: algorithm })
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(key),
    async verify(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: [algorithm] }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized('Token expired');
        throw unauthorized('Invalid token');
      }
      // a token without a version predates revocable sessions: it cannot be ended, so refused
      if (!isInteger(payload.id) || !isInteger(payload.token_version))
        throw unauthorized('Invalid token');
      return { userId: payload.id, tokenVersion: payload.token_version };
    },
  };
}
