import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../http/api-error.ts';

const algorithm = 'HS256';
const lifetime = '30d';

export interface Tokens {
  sign(userId: number): Promise<string>;
  /** The user id a token was issued for; a 401 (spec §8 messages) for a forged or expired one. */
  verify(token: string): Promise<number>;
}

export function createTokens(secret: string): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({ id: userId })
        .setProtectedHeader({ alg: algorithm })
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [algorithm] });
        if (typeof payload.id !== 'number' || !Number.isInteger(payload.id))
          throw unauthorized('Invalid token');
        return payload.id;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized('Token expired');
        throw unauthorized('Invalid token');
      }
    },
  };
}
