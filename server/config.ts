import express from 'express';
import { z } from 'zod';
import { readBasePath } from '../shared/base-path.ts';

// DESIGN §9: the site is configured by environment variables, validated at start-up.

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  // a site's or an API's root: a query or a fragment would end up inside every URL built on it
  .refine((url) => !/[?#]/.test(url), { error: 'must be an http(s) URL without ? or #' })
  // fetch refuses a URL with credentials: every call to it would fail
  .refine((url) => !/^https?:\/\/[^/]*@/i.test(url), {
    error: 'must be an http(s) URL without a user or password',
  })
  .transform((url) => url.replace(/\/+$/, ''));

/** A number written in decimal digits (`1e3`, `0x10` and blanks refused), within `bounds`. */
const decimal = (error: string, bounds: z.ZodNumber, fraction = false) =>
  z
    .string()
    .trim()
    .regex(fraction ? /^\d+(\.\d+)?$/ : /^\d+$/, { error })
    .transform(Number)
    .pipe(bounds);

const port = decimal('must be a port number', z.number().int().min(0).max(65535));
const milliseconds = decimal(
  'must be a number of milliseconds',
  z.number().int().min(100).max(120_000),
);
const count = decimal('must be a whole number', z.number().int().min(1).max(1_000_000));
const seconds = decimal(
  'must be a number of seconds',
  z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60 * 60),
);

/**
 * What Express's `trust proxy` accepts (https://expressjs.com/en/guide/behind-proxies.html):
 * `true`/`false`, a hop count, or names (`loopback`…), addresses and CIDR ranges separated by
 * commas. Express itself compiles the value, so what it would refuse stops start-up here.
 */
const trustProxy = z.string().transform((value, ctx) => {
  const text = value.trim();
  const setting =
    text === 'true' ? true : text === 'false' ? false : /^\d+$/.test(text) ? Number(text) : text;
  try {
    express().set('trust proxy', setting);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be loopback, a hop count, or addresses and CIDR ranges separated by commas',
    });
    return z.NEVER;
  }
  return setting;
});

// ADR 051: what `readBasePath` refuses stops start-up, with its reason
const basePath = z.string().transform((value, ctx) => {
  const reading = readBasePath(value);
  if (reading.ok) return reading.basePath;
  ctx.addIssue({ code: 'custom', message: reading.reason });
  return z.NEVER;
});

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_SITE_URL: httpUrl.default('http://localhost:3000'),
  /** spec §1: the site under a path of its host, e.g. /vitrine (ADR 051); empty: the root */
  BASE_PATH: basePath.default(''),
  /** the static showcase's links to what it cannot offer (sessions, forms): the live site */
  SHOWCASE_LIVE_URL: httpUrl.optional(),
  /** a product API the static showcase may call from the browser; unset: none (ADR 051) */
  SHOWCASE_API_URL: httpUrl.optional(),
  // the API's root: the site adds `/api` to what it calls (README "Configuration")
  PRODUCT_API_URL: httpUrl
    .refine((url) => !/\/api$/i.test(url), { error: 'must be the API’s root, without /api' })
    .optional(),
  PRODUCT_API_PORT: port.default(1337),
  PRODUCT_API_DB: z.string().min(1).default('.data/product-api.sqlite'),
  /** heap limit of the embedded API's own process (ADR 020) */
  PRODUCT_API_MAX_OLD_SPACE_MB: decimal(
    'must be a number of megabytes',
    z.number().int().min(32).max(16_384),
  ).default(512),
  /** the embedded API's process is restarted when its event loop is silent this long (ADR 020) */
  PRODUCT_API_WATCHDOG_MS: milliseconds.default(10_000),
  /** where `npm run build` writes and `npm start` reads the built site */
  DIST_DIR: z.string().min(1).default('dist'),
  SUBSCRIBER_SITE_URL: z
    .string()
    .refine(
      (value) => /^\/(?![/\\])/.test(value) || /^https?:\/\/[^/\\]/.test(value),
      'must be a path of this site or an http(s) URL',
    )
    .default('/mon-compte'),
  BRAND_NAME: z.string().trim().min(1).max(60).default('Potimarron'),
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain name such as example.fr')
    .optional(),
  AB_TEST_SCRIPT_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** how long a server render waits for the product API (DESIGN §5: far less than the browser's 15 s) */
  RENDER_API_TIMEOUT_MS: milliseconds.default(3000),
  /** after this, a render is aborted (DESIGN §3) */
  RENDER_TIMEOUT_MS: milliseconds.default(10_000),
  /** how long the /api proxy waits for the product API (spec §9: 15 s) */
  PROXY_TIMEOUT_MS: milliseconds.default(15_000),
  /** which proxies in front of the site are believed about the visitor's address (default: none) */
  TRUST_PROXY: trustProxy.default(false),
  /** consecutive failed logins on one account before it is locked */
  RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: count.default(10),
  /** failed logins from one address in an hour before it is locked */
  RATE_LIMIT_LOGIN_IP_FAILURES_PER_HOUR: count.default(100),
  /** how long a locked account or address waits */
  RATE_LIMIT_LOGIN_LOCK_SECONDS: seconds.default(15 * 60),
  /** requests from one address to the product API's guessable endpoints, per window */
  RATE_LIMIT_API_REQUESTS_PER_IP: count.default(100),
  RATE_LIMIT_API_WINDOW_SECONDS: seconds.default(10 * 60),
  /** idle keep-alive connections are closed after this (server/server-timeouts.ts) */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(65_000),
  /** on SIGTERM, how long answers in flight may take to finish before the process exits */
  SHUTDOWN_DRAIN_MS: milliseconds.default(30_000),
  /** bytes of anonymous pages kept rendered, every encoding counted (DESIGN §11); 0: no cache */
  PAGE_CACHE_MB: decimal(
    'must be a number of megabytes (0 turns the page cache off)',
    z.number().min(0).max(16_384),
    true,
  ).default(64),
  /** the gift card payment's Drop-in (ADR 038): Adyen's client key, public by design */
  ADYEN_CLIENT_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]{8,100}$/, 'must be an Adyen client key: test_… or live_…')
    .optional(),
  ADYEN_ENVIRONMENT: z.enum(['test', 'live'], { error: 'must be test or live' }).default('test'),
});

// a key works in its own environment only: Adyen refuses a test key live, and the reverse
const checkedSchema = schema.superRefine((config, ctx) => {
  // DESIGN §3: a render waits for the product API within its own bound, never beyond it
  if (config.RENDER_API_TIMEOUT_MS >= config.RENDER_TIMEOUT_MS)
    ctx.addIssue({
      code: 'custom',
      path: ['RENDER_API_TIMEOUT_MS'],
      message: `must be less than RENDER_TIMEOUT_MS (${config.RENDER_TIMEOUT_MS})`,
    });
  const keyEnvironment = config.ADYEN_CLIENT_KEY?.split('_')[0];
  if (keyEnvironment && keyEnvironment !== config.ADYEN_ENVIRONMENT)
    ctx.addIssue({
      code: 'custom',
      path: ['ADYEN_CLIENT_KEY'],
      message: `is a ${keyEnvironment}_ key but ADYEN_ENVIRONMENT is ${config.ADYEN_ENVIRONMENT}: set ADYEN_ENVIRONMENT=${keyEnvironment} or use a ${config.ADYEN_ENVIRONMENT}_ key`,
    });
});

export type Config = z.infer<typeof checkedSchema>;

export class ConfigError extends Error {}

// not quoted back when refused: the secret API key pasted there by mistake stays out of the logs
const unquoted = new Set(['ADYEN_CLIENT_KEY']);

/** The configuration, or a ConfigError naming the variable in one line. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  // the embedded API's port says nothing when another API is named: Kubernetes sets
  // PRODUCT_API_PORT=tcp://… for a Service called product-api
  if (present.PRODUCT_API_URL !== undefined) delete present.PRODUCT_API_PORT;
  const parsed = checkedSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'configuration');
  const value = unquoted.has(name) ? undefined : present[name];
  // the value quoted as JSON, so that the message stays one line whatever it holds, without the
  // user and password a URL may carry
  const quoted = value?.slice(0, 200).replace(/^(\w+:\/\/)[^/@]*@/, '$1…@');
  const got = quoted === undefined ? '' : ` (got ${JSON.stringify(quoted)})`;
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got}`);
}
