import type { Request } from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jwtSecretFromEnv } from '../../product-api/auth/jwt-secret.ts';
import { ConfigError } from '../../product-api/config/config-error.ts';
import { rateLimitsFromEnv } from '../../product-api/config/rate-limits.ts';
import { trustProxyFromEnv } from '../../product-api/config/trust-proxy.ts';
import { clientAddress } from '../../product-api/limits/client-address.ts';
import { startProductApi } from '../../product-api/start-product-api.ts';
import { startTestApi } from './support/start-test-api.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('PRODUCT_API_RATE_… (README "Limits")', () => {
  it('keeps the production defaults when nothing is set', () => {
    const limits = rateLimitsFromEnv({});
    expect(limits.loginFailsPerAccount).toEqual({ points: 10, durationSeconds: 15 * 60 });
    expect(limits.loginFailsPerIp).toEqual({ points: 50, durationSeconds: 3600 });
    expect(limits.resetRequestsPerEmail).toEqual({ points: 5, durationSeconds: 3600 });
    expect(limits.emailChecksPerIp).toEqual({ points: 30, durationSeconds: 60 });
    expect(limits.codeChecksPerIp).toEqual({ points: 60, durationSeconds: 60 });
    expect(limits.paymentsPerIp).toEqual({ points: 20, durationSeconds: 15 * 60 });
  });

  it('reads a count, or a count per duration', () => {
    const limits = rateLimitsFromEnv({
      PRODUCT_API_RATE_LOGIN_FAILS_PER_ACCOUNT: '5',
      PRODUCT_API_RATE_CODE_CHECKS_PER_IP: '100/2h',
      PRODUCT_API_RATE_PAYMENTS_PER_IP: '5',
    });
    expect(limits.loginFailsPerAccount).toEqual({ points: 5, durationSeconds: 15 * 60 });
    expect(limits.codeChecksPerIp).toEqual({ points: 100, durationSeconds: 7200 });
    expect(limits.paymentsPerIp).toEqual({ points: 5, durationSeconds: 15 * 60 });
  });

  it.each(['0', 'beaucoup', '10/15', '10/0m', '-3', '10/15y'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => rateLimitsFromEnv({ PRODUCT_API_RATE_REGISTRATIONS_PER_IP: value })).toThrow(
        /^PRODUCT_API_RATE_REGISTRATIONS_PER_IP must be/,
      );
    },
  );

  it('stops the start of the API on a bad value', async () => {
    vi.stubEnv('PRODUCT_API_RATE_EMAIL_CHECKS_PER_IP', 'beaucoup');
    await expect(
      startProductApi({ port: 0, dbFile: ':memory:', logger: pino({ level: 'silent' }) }),
    ).rejects.toThrow(ConfigError);
  });
});

describe('PRODUCT_API_JWT_SECRET', () => {
  it('is refused shorter than HS256’s 256 bits, naming the variable', () => {
    expect(() => jwtSecretFromEnv('short')).toThrow(
      /^PRODUCT_API_JWT_SECRET must be at least 32 characters, got 5$/,
    );
    expect(jwtSecretFromEnv('a'.repeat(32))).toBe('a'.repeat(32));
    expect(jwtSecretFromEnv(undefined)).toBeUndefined();
    expect(jwtSecretFromEnv('')).toBeUndefined();
  });

  it('stops the start of the API when too short', async () => {
    vi.stubEnv('PRODUCT_API_JWT_SECRET', 'secret');
    await expect(
      startProductApi({ port: 0, dbFile: ':memory:', logger: pino({ level: 'silent' }) }),
    ).rejects.toThrow(ConfigError);
  });
});

describe('PRODUCT_API_TRUST_PROXY', () => {
  it.each([
    [undefined, 'loopback'],
    ['', 'loopback'],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['loopback, 10.0.0.0/8, fd00::/8', 'loopback, 10.0.0.0/8, fd00::/8'],
  ])('reads %j as %j', (raw, expected) => {
    expect(trustProxyFromEnv(raw)).toEqual(expected);
  });

  it.each(['everyone', '10.0.0.0/33', 'loopback/8'])('refuses %j', (raw) => {
    expect(() => trustProxyFromEnv(raw)).toThrow(/^PRODUCT_API_TRUST_PROXY must be/);
  });

  it('ignores X-Forwarded-For from a peer it does not trust', async () => {
    const t = await startTestApi({
      trustProxy: false,
      rateLimits: { codeChecksPerIp: { points: 1, durationSeconds: 600 } },
    });
    try {
      const check = (from: string) =>
        t.request.get('/api/discounts/BIENVENUE/check').set('X-Forwarded-For', from);
      await check('198.51.100.1').expect(200);
      await check('198.51.100.2').expect(429);
    } finally {
      await t.stop();
    }
  });
});

describe('the address a limit counts', () => {
  const address = (ip: string) => clientAddress({ ip, socket: {} } as unknown as Request);

  it('is the IPv4 address, mapped or not', () => {
    expect(address('203.0.113.7')).toBe('203.0.113.7');
    expect(address('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, which one subscriber line owns', () => {
    expect(address('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(address('2001:db8:aa:bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(address('2001:0db8:00aa:00bb:ffff::1')).toBe('2001:db8:aa:bb::/64');
    expect(address('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(address('::1')).toBe('0:0:0:0::/64');
  });
});
