import { z } from 'zod';

// DESIGN §9: the site is configured by environment variables, validated at start-up.

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''));
const port = z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535);
const milliseconds = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int()
  .min(100)
  .max(120_000);

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_SITE_URL: httpUrl.default('http://localhost:3000'),
  PRODUCT_API_URL: httpUrl.optional(),
  PRODUCT_API_PORT: port.default(1337),
  PRODUCT_API_DB: z.string().min(1).default('.data/product-api.sqlite'),
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
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** The configuration, or a ConfigError naming the variable in one line. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'configuration');
  const value = present[name];
  // the value quoted as JSON, so that the message stays one line whatever it holds
  const got = value === undefined ? '' : ` (got ${JSON.stringify(value.slice(0, 200))})`;
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got}`);
}
