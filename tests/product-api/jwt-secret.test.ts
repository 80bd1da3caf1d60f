import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../product-api/auth/jwt-secret.ts';

describe('the generated JWT secret', () => {
  const folder = () => mkdtempSync(join(tmpdir(), 'jwt-secret-'));

  it('is kept beside its database, readable by its owner only, and read again at the next start', () => {
    const db = join(folder(), 'product-api.sqlite');
    const secret = resolveJwtSecret(db, undefined);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(`${db}.jwt-secret`, 'utf8')).toBe(secret);
    expect(statSync(`${db}.jwt-secret`).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(db, undefined)).toBe(secret);
  });

  // a token signed for one database is refused by another one of the same folder
  it('is not shared by two databases of one folder', () => {
    const dir = folder();
    const first = resolveJwtSecret(join(dir, 'a.sqlite'), undefined);
    const second = resolveJwtSecret(join(dir, 'b.sqlite'), undefined);
    expect(second).not.toBe(first);
  });

  it('gives way to PRODUCT_API_JWT_SECRET', () => {
    const fromEnv = 'x'.repeat(32);
    expect(resolveJwtSecret(join(folder(), 'c.sqlite'), fromEnv)).toBe(fromEnv);
  });
});
