import { resolve } from 'node:path';
import { ConfigError } from './config/config-error.ts';
import { reportToParent } from './report-to-parent.ts';
import { startProductApi } from './start-product-api.ts';

// `npm run product-api [-- --reset]`: the embedded product API on its own.
const port = Number(process.env.PRODUCT_API_PORT ?? 1337);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `PRODUCT_API_PORT must be a port number (0–65535), got "${process.env.PRODUCT_API_PORT}"`,
  );
  process.exit(1);
}
const dbFile = resolve(process.env.PRODUCT_API_DB ?? '.data/product-api.sqlite');
const api = await startProductApi({
  port,
  host: process.env.PRODUCT_API_HOST ?? '127.0.0.1',
  dbFile,
  reset: process.argv.includes('--reset'),
}).catch((error: unknown) => {
  // invalid configuration: one line naming the variable (DESIGN §9); the host refusing (a port
  // taken, a database file it cannot make): one line naming it
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof Error && 'syscall' in error)
    console.error(`Cannot start the product API: ${error.message}`);
  else if (
    error instanceof Error &&
    String((error as { code?: unknown }).code).startsWith('SQLITE_')
  )
    console.error(`Cannot start the product API: PRODUCT_API_DB ${dbFile}: ${error.message}`);
  else throw error;
  process.exit(1);
});
reportToParent(api.port, api.close);
const supervised = process.send !== undefined;
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // run by the site (ADR 020): a signal to the whole group (Ctrl-C, systemd, `kill -- -pgid`)
    // reaches us too, while the site lets its answers in flight finish with our help; the site
    // stops us itself, by disconnecting, once it has
    if (stopping || supervised) return;
    stopping = true;
    void api.close().then(() => process.exit(0));
  });
}
