import { resolve } from 'node:path';
import { startProductApi } from './start-product-api.ts';

// `npm run product-api [-- --reset]`: the embedded product API on its own.
const port = Number(process.env.PRODUCT_API_PORT ?? 1337);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `PRODUCT_API_PORT must be a port number (0–65535), got "${process.env.PRODUCT_API_PORT}"`,
  );
  process.exit(1);
}
const api = await startProductApi({
  port,
  host: process.env.PRODUCT_API_HOST ?? '127.0.0.1',
  dbFile: resolve(process.env.PRODUCT_API_DB ?? '.data/product-api.sqlite'),
  reset: process.argv.includes('--reset'),
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
