import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { waitUntilUp } from './wait-until-up.ts';

export interface ProductApiProcess {
  url: string;
  /** the folder of its database, for more files of the same run */
  dir: string;
  /** resolves once it listens */
  ready(): Promise<void>;
  stop(): void;
}

/** The embedded product API in its own process, on a fresh database, run by the bench's Node. */
export async function startProductApiProcess(): Promise<ProductApiProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-product-api-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, ['--import', 'tsx', 'product-api/main.ts'], {
    env: {
      ...process.env,
      PRODUCT_API_PORT: String(port),
      PRODUCT_API_DB: join(dir, 'api.sqlite'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  return {
    url,
    dir,
    ready: () => waitUntilUp(`${url}/_health`, 10),
    stop() {
      api.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
