import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

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
