import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError } from '../config/config-error.ts';

// HS256 wants a key at least as long as its hash (RFC 7518 §3.2): 256 bits, 32 characters here
const shortestSecret = 32;

/** PRODUCT_API_JWT_SECRET as an operator set it: long enough to sign with, or start-up stops. */
export function jwtSecretFromEnv(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < shortestSecret)
    throw new ConfigError(
      `PRODUCT_API_JWT_SECRET must be at least ${shortestSecret} characters, got ${value.length}`,
    );
  return value;
}

/**
 * PRODUCT_API_JWT_SECRET, or a secret generated once and kept next to the database, named after
 * it: two databases of one folder never share one, so a token of one is refused by the other.
 */
export function resolveJwtSecret(dbFile: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  if (dbFile === ':memory:') return randomBytes(32).toString('hex');
  const file = `${dbFile}.jwt-secret`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
