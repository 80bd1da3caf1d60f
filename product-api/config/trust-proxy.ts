import { isIP } from 'node:net';
import { ConfigError } from './config-error.ts';

/** Express's `trust proxy`: whose X-Forwarded-For gives the visitor's address. */
export type TrustProxy = boolean | number | string;

const names = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * PRODUCT_API_TRUST_PROXY: `loopback` by default, so only the site on the same machine is
 * believed; `true`/`false`, a hop count, or addresses, subnets and those names, comma-separated.
 */
export function trustProxyFromEnv(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '') return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const valid = value.split(',').every((item) => {
    const [address = '', prefix, ...rest] = item.trim().split('/');
    if (names.has(address) && prefix === undefined) return true;
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    return (
      family !== 0 &&
      rest.length === 0 &&
      (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits))
    );
  });
  if (!valid) {
    throw new ConfigError(
      `PRODUCT_API_TRUST_PROXY must be true, false, a hop count, or addresses, subnets, loopback, linklocal or uniquelocal separated by commas, got "${raw}"`,
    );
  }
  return value;
}
