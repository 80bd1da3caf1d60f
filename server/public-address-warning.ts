import type { Config } from './config.ts';

const loopbackHosts = new Set(['::1', 'localhost']);
const isLoopback = (host: string) =>
  loopbackHosts.has(host.replace(/^\[|\]$/g, '')) || host.startsWith('127.');

/**
 * What the operator is told when the site listens for others (`HOST=0.0.0.0`, the image's) while
 * `PUBLIC_SITE_URL` still names this machine, its default: canonical and Open Graph URLs, the
 * sitemap and robots.txt would all point at localhost, the session cookie would lack `Secure`
 * and a form posted from the real address would be refused (DESIGN §4, §6). Undefined when the
 * two agree.
 */
export function publicAddressWarning(
  config: Pick<Config, 'HOST' | 'PUBLIC_SITE_URL'>,
): string | undefined {
  if (isLoopback(config.HOST) || !isLoopback(new URL(config.PUBLIC_SITE_URL).hostname))
    return undefined;
  return 'PUBLIC_SITE_URL names this machine while the site listens for others: set it to the site’s public address (https://…), which canonical URLs, the sitemap and the session cookie follow';
}
