import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';

/** `npm start` on a fresh clone: build the client and the server entry once, if not built yet. */
export async function buildIfMissing(distDir: string, logger: Logger): Promise<void> {
  const built =
    existsSync(join(distDir, 'client', '.vite', 'manifest.json')) &&
    existsSync(join(distDir, 'server', 'entry-server.js'));
  if (built) return;
  logger.info('no build found: building the site (vite build)');
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
  await build({ logLevel: 'warn', build: { ssr: 'client/entry-server.tsx' } });
}
