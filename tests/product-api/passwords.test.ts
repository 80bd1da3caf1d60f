import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from '../../product-api/auth/passwords.ts';

/** `$argon2id$v=19$m=…,t=…,p=…$`: the algorithm and the cost of a hash. */
const parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('the decoy hash of logins for unknown e-mails', () => {
  it('is a real Argon2id hash with the cost of the stored ones, so it takes the same work', async () => {
    const decoy = await decoyHash();
    expect(parameters(decoy)).toBe(parameters(await hashPassword('motdepasse')));
    expect(parameters(decoy)).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    // a malformed hash would make verify throw at once, before any work
    await expect(verify(decoy, 'motdepasse')).resolves.toBe(false);
    await expect(verifyPassword('motdepasse', decoy)).resolves.toBe(false);
  });

  it('is computed once', async () => {
    expect(await decoyHash()).toBe(await decoyHash());
  });
});
