import { ConfigError } from './config-error.ts';

/** At most `points` in `durationSeconds` (README "Limits"). */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

const minute = 60;
const hour = 60 * minute;

/** Every limit, its variable and its production default. */
export const rateLimitDefinitions = {
  loginFailsPerAccount: {
    variable: 'PRODUCT_API_RATE_LOGIN_FAILS_PER_ACCOUNT',
    limit: { points: 10, durationSeconds: 15 * minute },
  },
  loginFailsPerIp: {
    variable: 'PRODUCT_API_RATE_LOGIN_FAILS_PER_IP',
    limit: { points: 50, durationSeconds: hour },
  },
  resetRequestsPerEmail: {
    variable: 'PRODUCT_API_RATE_RESET_REQUESTS_PER_EMAIL',
    limit: { points: 5, durationSeconds: hour },
  },
  resetRequestsPerIp: {
    variable: 'PRODUCT_API_RATE_RESET_REQUESTS_PER_IP',
    limit: { points: 20, durationSeconds: hour },
  },
  resetAttemptsPerIp: {
    variable: 'PRODUCT_API_RATE_RESET_ATTEMPTS_PER_IP',
    limit: { points: 30, durationSeconds: hour },
  },
  registrationsPerIp: {
    variable: 'PRODUCT_API_RATE_REGISTRATIONS_PER_IP',
    limit: { points: 10, durationSeconds: hour },
  },
  emailChecksPerIp: {
    variable: 'PRODUCT_API_RATE_EMAIL_CHECKS_PER_IP',
    limit: { points: 30, durationSeconds: minute },
  },
  codeChecksPerIp: {
    variable: 'PRODUCT_API_RATE_CODE_CHECKS_PER_IP',
    limit: { points: 60, durationSeconds: minute },
  },
  paymentsPerIp: {
    variable: 'PRODUCT_API_RATE_PAYMENTS_PER_IP',
    limit: { points: 20, durationSeconds: 15 * minute },
  },
  // the steps of a payment begun (3-D Secure, its result, the stored card charged): apart from
  // the card numbers tried, so that a shopper's fifth 3-D Secure is not refused once approved
  paymentStepsPerIp: {
    variable: 'PRODUCT_API_RATE_PAYMENT_STEPS_PER_IP',
    limit: { points: 60, durationSeconds: 15 * minute },
  },
} as const satisfies Record<string, { variable: string; limit: RateLimit }>;

export type RateLimitName = keyof typeof rateLimitDefinitions;
export type RateLimits = Record<RateLimitName, RateLimit>;

const units = { s: 1, m: minute, h: hour, d: 24 * hour } as const;
// « 10 » keeps the default window, « 10/15m » sets it too
const pattern = /^([1-9]\d{0,8})(?:\/([1-9]\d{0,5})([smhd]))?$/;

function parseLimit(raw: string, fallback: RateLimit): RateLimit | undefined {
  const match = pattern.exec(raw.trim());
  if (!match) return undefined;
  const [, points, amount, unit] = match;
  return {
    points: Number(points),
    durationSeconds: unit
      ? Number(amount) * units[unit as keyof typeof units]
      : fallback.durationSeconds,
  };
}

/** The defaults, overridden by the PRODUCT_API_RATE_… variables that are set. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  const entries = Object.entries(rateLimitDefinitions).map(([name, { variable, limit }]) => {
    const raw = env[variable];
    if (raw === undefined || raw.trim() === '') return [name, limit];
    const parsed = parseLimit(raw, limit);
    if (!parsed) {
      throw new ConfigError(
        `${variable} must be a count, or a count per duration such as "10/15m" (s, m, h or d), got "${raw}"`,
      );
    }
    return [name, parsed];
  });
  return Object.fromEntries(entries) as RateLimits;
}
