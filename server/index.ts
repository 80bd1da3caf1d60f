import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { startProductApi, type RunningProductApi } from '../product-api/start-product-api.ts';
import { createApp, type AppDeps } from './app.ts';
import { buildIfMissing } from './build-if-missing.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { createLogger } from './logger.ts';
import { devRenderer, loadBuiltRenderer } from './renderer.ts';

// The only file that listens (STYLE §1). `--dev` serves the sources through Vite with HMR.
let config: Config;
try {
  config = readConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);
const development = process.argv.includes('--dev');
// React and Express run their production builds unless developing (React's
// development build renders several times slower)
process.env.NODE_ENV ??= development ? 'development' : 'production';

let embeddedApi: RunningProductApi | undefined;
let apiUrl = config.PRODUCT_API_URL;
if (!apiUrl) {
  embeddedApi = await startProductApi({
    port: config.PRODUCT_API_PORT,
    dbFile: resolve(config.PRODUCT_API_DB),
    logger: logger.child({ name: 'product-api' }),
  });
  apiUrl = embeddedApi.url;
}
const productApiUrl = apiUrl;

const site = {
  brandName: config.BRAND_NAME,
  publicSiteUrl: config.PUBLIC_SITE_URL,
  subscriberSiteUrl: config.SUBSCRIBER_SITE_URL,
  abTestScriptUrl: config.AB_TEST_SCRIPT_URL ?? null,
};
const onError = (error: unknown) => logger.error({ err: error }, 'render error');

let deps: AppDeps;
if (development) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  deps = {
    logger,
    apiUrl: () => productApiUrl,
    vite,
    renderer: devRenderer(vite, { site, onError }),
  };
} else {
  const distDir = resolve(config.DIST_DIR);
  await buildIfMissing(distDir, logger);
  const renderer = await loadBuiltRenderer(distDir, { site, onError });
  deps = {
    logger,
    apiUrl: () => productApiUrl,
    clientDir: resolve(distDir, 'client'),
    renderer: async () => renderer,
  };
}

const server = createApp(config, deps).listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo;
  logger.info(
    { port, host: config.HOST, productApi: productApiUrl, development },
    `site listening on http://${config.HOST}:${port}`,
  );
});

// graceful shutdown: stop accepting, let in-flight streams finish, then exit
let stopping = false;
// `on`, not `once`: a second signal (a process manager and a wrapper both relaying it) must not
// fall back to Node's default, which kills the process mid-stream
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await deps.vite?.close();
      await embeddedApi?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
