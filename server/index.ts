import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createApp, type AppDeps } from './app.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { startEmbeddedApi } from './embedded-api-process.ts';
import { gracefulShutdown } from './graceful-shutdown.ts';
import { createLogger } from './logger.ts';
import { devRenderer, loadBuiltRenderer } from './renderer.ts';
import { createHttpServer } from './http-server.ts';
import { serverOptions } from './server-timeouts.ts';
import { siteSettingsOf } from './site-settings.ts';
import { publicAddressWarning } from './public-address-warning.ts';

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

// A signal before the site listens stops it at once (the embedded API, still starting, stops
// when it finds its parent gone); once it listens, the graceful shutdown below takes over.
let shutdown = (signal: NodeJS.Signals): void => {
  logger.info({ signal }, 'stopped while starting');
  process.exit(0);
};
// `on`, not `once`: a second signal (a process manager and a wrapper both relaying it) must not
// fall back to Node's default, which kills the process mid-stream
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutdown(signal));

/** A start-up failure of the host (a port taken, an unknown host): one line, then exit 1. */
function cannotStart(what: string, error: unknown): never {
  console.error(`Cannot start: ${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// the embedded API in a process of its own (ADR 020): nothing asked of it can stop the pages
const embeddedApi = config.PRODUCT_API_URL
  ? undefined
  : await startEmbeddedApi({
      port: config.PRODUCT_API_PORT,
      dbFile: resolve(config.PRODUCT_API_DB),
      maxOldSpaceMb: config.PRODUCT_API_MAX_OLD_SPACE_MB,
      watchdogMs: config.PRODUCT_API_WATCHDOG_MS,
      logger: logger.child({ name: 'product-api' }),
    }).catch((error: unknown) =>
      cannotStart(
        `the embedded product API (PRODUCT_API_PORT=${config.PRODUCT_API_PORT}, PRODUCT_API_DB=${config.PRODUCT_API_DB})`,
        error,
      ),
    );
const productApiUrl = () => config.PRODUCT_API_URL ?? embeddedApi?.url() ?? '';

const site = siteSettingsOf(config);
const onError = (error: unknown) => logger.error({ err: error }, 'render error');
const onPageProblem = (message: string) => logger.error(message);

let deps: AppDeps;
// in development, Vite's HMR socket shares the site's server, and so its address (HOST), rather
// than a port of its own open on every interface
let devServer: http.Server | undefined;
if (development) {
  const { createServer } = await import('vite');
  devServer = http.createServer(serverOptions);
  const vite = await createServer({
    server: { middlewareMode: true, ws: { server: devServer } },
    appType: 'custom',
  });
  deps = {
    logger,
    apiUrl: productApiUrl,
    vite,
    renderer: devRenderer(vite, { site, onError, onPageProblem }),
  };
} else {
  const distDir = resolve(config.DIST_DIR);
  const renderer = await loadBuiltRenderer(distDir, { site, onError, onPageProblem }).catch(
    (error: unknown) =>
      cannotStart(`the build in DIST_DIR=${config.DIST_DIR} (npm run build makes it)`, error),
  );
  // the bundle's URLs name the base path it was built for (ADR 051)
  if (renderer.basePath !== config.BASE_PATH) {
    console.error(
      `Invalid configuration: BASE_PATH is ${JSON.stringify(config.BASE_PATH)} but ${config.DIST_DIR} was built for ${JSON.stringify(renderer.basePath)}: run BASE_PATH=${config.BASE_PATH} npm run build`,
    );
    process.exit(1);
  }
  deps = {
    logger,
    apiUrl: productApiUrl,
    clientDir: resolve(distDir, 'client'),
    renderer: async () => renderer,
  };
}

const app = createApp(config, deps);
const server = createHttpServer(app, {
  keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
  server: devServer,
});
// the embedded API stops on its own once this process is gone
const cannotListen = (error: Error) =>
  cannotStart(`the site on HOST=${config.HOST} PORT=${config.PORT}`, error);
server.once('error', cannotListen);
server.listen(config.PORT, config.HOST, () => {
  server.off('error', cannotListen);
  const { port } = server.address() as AddressInfo;
  logger.info(
    { port, host: config.HOST, productApi: productApiUrl(), development },
    `site listening on http://${config.HOST}:${port}`,
  );
  const warning = publicAddressWarning(config);
  if (warning) logger.warn({ publicSiteUrl: config.PUBLIC_SITE_URL }, warning);
});

shutdown = gracefulShutdown(server, {
  drainMs: config.SHUTDOWN_DRAIN_MS,
  logger,
  async afterClose() {
    await deps.vite?.close();
    await embeddedApi?.close();
  },
  exit: (code) => process.exit(code),
});
