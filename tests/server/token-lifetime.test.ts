import { describe, expect, it } from 'vitest';
import { sessionCookieMaxAgeMs } from '../../server/token-lifetime.ts';
import { signToken } from './support/cookies.ts';

// The session cookie lives as long as the token it holds, read from the JWT's `exp` claim; spec
// §9's 365 days when the token does not say, and never more.

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 0, 15, 12);
const seconds = (ms: number) => Math.floor(ms / 1000);
const tokenLasting = (ms: number) =>
  signToken(7, 'any-secret', { issuedAt: seconds(now), expiresAt: seconds(now + ms) });

describe('sessionCookieMaxAgeMs', () => {
  it('is the time left to the token', async () => {
    expect(sessionCookieMaxAgeMs(await tokenLasting(30 * day), now)).toBe(30 * day);
    expect(sessionCookieMaxAgeMs(await tokenLasting(2 * day), now)).toBe(2 * day);
  });

  it('never exceeds spec §9’s 365 days', async () => {
    expect(sessionCookieMaxAgeMs(await tokenLasting(2 * 365 * day), now)).toBe(365 * day);
  });

  it('is zero for a token already expired', async () => {
    expect(sessionCookieMaxAgeMs(await tokenLasting(-day), now)).toBe(0);
  });

  it('is 365 days for a token that does not say when it expires, or cannot be read', () => {
    const unsigned = (payload: string) =>
      `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(payload).toString('base64url')}.c2lnbmF0dXJl`;
    for (const token of [
      unsigned('{"id":7}'),
      unsigned('{"id":7,"exp":"demain"}'),
      unsigned('null'),
      unsigned('not json'),
      'not-a-token',
    ])
      expect(sessionCookieMaxAgeMs(token, now), token).toBe(365 * day);
  });
});
