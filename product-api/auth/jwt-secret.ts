import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** PRODUCT_API_JWT_SECRET, or a secret generated once and kept next to the database. */
export function resolveJwtSecret(dbFile: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  if (dbFile === ':memory:') return randomBytes(32).toString('hex');
  const file = join(dirname(dbFile), 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
