import { describe, expect, it } from 'vitest';
import { publicAddressWarning } from '../../server/public-address-warning.ts';

describe('publicAddressWarning (README « Operating it »)', () => {
  it('warns a site listening for others whose public address names this machine', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(publicAddressWarning({ HOST: '0.0.0.0', PUBLIC_SITE_URL: url }), url).toMatch(
        /^PUBLIC_SITE_URL names this machine/,
      );
  });

  it('says nothing of a site on this machine alone, or with its public address', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost'])
      expect(
        publicAddressWarning({ HOST: host, PUBLIC_SITE_URL: 'http://localhost:3000' }),
        host,
      ).toBeUndefined();
    expect(
      publicAddressWarning({ HOST: '0.0.0.0', PUBLIC_SITE_URL: 'https://www.potimarron.fr' }),
    ).toBeUndefined();
  });
});
