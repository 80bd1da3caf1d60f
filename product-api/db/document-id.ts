import { randomInt } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A Strapi v5 documentId: 24 lower-case letters and digits. */
export function documentId(): string {
  return Array.from({ length: 24 }, () => alphabet[randomInt(alphabet.length)]).join('');
}
