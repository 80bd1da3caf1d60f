import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

export const minPasswordLength = 6; // spec §9

/** Argon2id for every password we store; bcrypt only to verify hashes imported from Strapi. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (/^\$2[aby]\$/.test(stored)) return bcrypt.compare(password, stored);
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * A real Argon2id hash, with the parameters of every stored one, of a secret nobody knows: a
 * login for an unknown e-mail verifies against it, so it costs the same time as a wrong password
 * and the answer's timing does not tell which e-mails exist. Computed once, on first use.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString('base64url'));
  return decoy;
}
