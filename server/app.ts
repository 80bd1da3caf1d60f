import { join } from 'node:path';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ViteDevServer } from 'vite';
import { apiProxy, forProxiedPaths, proxyRequestHeaders } from './api-proxy.ts';
import type { CookieSettings } from './auth-cookie.ts';
import { authRoutes } from './auth-routes.ts';
import type { Config } from './config.ts';
import { createSessionEnder } from './end-session.ts';
import { guessableApiLimit } from './guessable-api-limit.ts';
import { healthRoutes } from './health.ts';
import { legacyRedirects } from './legacy-redirects.ts';
import { loginLimits } from './login-limits.ts';
import { logoutParam } from './logout-param.ts';
import { createPageCache } from './page-cache.ts';
import { fromPageCache, pageCacheHandlers } from './page-cache-handler.ts';
import { createPageCacheKey } from './page-cache-key.ts';
import { sharedMaxAgeSeconds, staleWhileRevalidateSeconds } from './page-lifetime.ts';
import { createPublicApiCache } from './public-api-cache.ts';
import { createRateLimiters } from './rate-limiters.ts';
import type { SiteRenderer } from './renderer.ts';
import { redirect } from './redirect.ts';
import { requestLogging } from './request-id.ts';
import { sameOriginOnly } from './same-origin.ts';
import { createLogIn } from './log-in.ts';
import { createAccountCalls } from './account-calls.ts';
import { cspNonce, securityHeaders } from './security-headers.ts';
import { sitemapRoutes } from './sitemap.ts';
import { createSsr } from './ssr-handler.ts';
import { visitorRefresh } from './visitor-refresh.ts';
import { createVisitorResolver } from './visitor.ts';

export interface AppDeps {
  logger: Logger;
  /** base URL of the product API, without /api */
  apiUrl: () => string;
  renderer: () => Promise<SiteRenderer>;
  /** production: the built client (dist/client); development: Vite's middlewares */
  clientDir?: string;
  vite?: ViteDevServer;
  /** the page cache's clock, in monotonic milliseconds (tests move it) */
  clock?: () => number;
}

const isLocalHttp = (url: URL) =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** The site's Express app (DESIGN §3). It never listens: server/index.ts does, tests use supertest. */
export function createApp(config: Config, deps: AppDeps): express.Express {
  const site = new URL(config.PUBLIC_SITE_URL);
  const cookies: CookieSettings = { secure: !isLocalHttp(site), domain: config.COOKIE_DOMAIN };
  const visitors = createVisitorResolver({
    apiUrl: deps.apiUrl,
    timeoutMs: config.RENDER_API_TIMEOUT_MS,
    ttlMs: 30_000,
  });
  const endSession = createSessionEnder({
    apiUrl: deps.apiUrl,
    timeoutMs: config.RENDER_API_TIMEOUT_MS,
    cookies,
    visitors,
  });
  const limiters = createRateLimiters(config);
  const publicApi = createPublicApiCache({
    ttlMs: 60_000,
    max: 2000,
    timeoutMs: config.RENDER_API_TIMEOUT_MS,
  });

  const logIn = createLogIn({
    apiUrl: deps.apiUrl,
    timeoutMs: config.RENDER_API_TIMEOUT_MS,
    cookies,
    resolveVisitor: visitors.resolve,
    // failed logins per account and per address, before the product API is asked
    beginLogin: loginLimits(limiters),
  });
  const accounts = createAccountCalls({
    apiUrl: deps.apiUrl,
    timeoutMs: config.RENDER_API_TIMEOUT_MS,
    cookies,
    resolveVisitor: visitors.resolve,
    guessesPerIp: limiters.guessableApiPerIp,
  });
  const ssr = createSsr({
    renderer: deps.renderer,
    publicSiteUrl: config.PUBLIC_SITE_URL,
    basePath: config.BASE_PATH,
    apiUrl: deps.apiUrl,
    apiTimeoutMs: config.RENDER_API_TIMEOUT_MS,
    renderTimeoutMs: config.RENDER_TIMEOUT_MS,
    publicFetch: publicApi.fetch,
    cookies,
    resolveVisitor: visitors.resolve,
    refreshVisitor: visitors.refresh,
    forgetVisitor: visitors.forget,
    logIn,
    accounts,
    guessesPerIp: limiters.guessableApiPerIp,
  });
  // PAGE_CACHE_MB=0, and development (sources change), render every time
  const pageCache =
    config.PAGE_CACHE_MB > 0 && !deps.vite
      ? pageCacheHandlers({
          cache: createPageCache({
            maxBytes: Math.max(1, Math.floor(config.PAGE_CACHE_MB * 2 ** 20)),
            ttlMs: sharedMaxAgeSeconds * 1000,
            staleMs: staleWhileRevalidateSeconds * 1000,
            clock: deps.clock ?? (() => performance.now()),
            logger: deps.logger,
            renderTimeoutMs: config.RENDER_TIMEOUT_MS,
          }),
          keyOf: createPageCacheKey(config.BRAND_NAME),
          renderAnonymous: ssr.renderAnonymous,
        })
      : undefined;

  const app = express();
  app.disable('x-powered-by');
  // req.ip, which the limits count and the product API is told, believes only these proxies
  app.set('trust proxy', config.TRUST_PROXY);

  // request id and access log, first so that every answer is logged
  app.use(requestLogging(deps.logger));
  // only origin-form targets (`/path`): an absolute-form one (`GET http://host/path`) would
  // slip past the path checks below while the proxy still forwards it
  app.use(originFormOnly);
  // a nonce per response, then helmet's headers with a strict CSP that names it (ADR 038: the
  // card payment pages also allow Adyen's origins when its Drop-in is configured)
  app.use(cspNonce);
  app.use(
    securityHeaders({
      abTestScriptUrl: config.AB_TEST_SCRIPT_URL,
      https: site.protocol === 'https:',
      development: Boolean(deps.vite),
      adyen: config.ADYEN_CLIENT_KEY
        ? {
            environment: config.ADYEN_ENVIRONMENT,
            // the card payments: the gift card's (ADR 038), the funnel's (ADR 043) and the
            // subscriber's cards (ADR 048)
            pagePaths: ['/carte-cadeau', '/panier/paiement', '/mon-compte/cartes'].map(
              (path) => `${config.BASE_PATH}${path}`,
            ),
          }
        : undefined,
    }),
  );
  // spec §1: the site under a path of its host, as if at its root (ADR 051); everything below
  // reads the path under it (`req.url`) and writes its URLs under it (`req.baseUrl`)
  const router = express.Router();
  // development: Vite serves the sources under the base path it was given
  if (deps.vite) app.use(deps.vite.middlewares);
  // a fresh page from the cache for a URL that went through everything below to the pages
  // before: answered here, without the routers it would only pass through (ADR 028)
  if (pageCache) router.use(pageCache.hits);
  // gzip level 1: measured here, level 6 cost 0.71 ms per cookbook page against 0.25 ms, for
  // pages a few KB larger (DESIGN §12: compression costs as much as rendering); a page from
  // the page cache goes as it was compressed when stored (ADR 022)
  router.use(
    compression({
      level: 1,
      filter: (req, res) => !fromPageCache(res) && compression.filter(req, res),
    }),
  );
  // hashed assets never change: cached for a year
  if (deps.clientDir) {
    // compressed at build time (brotli, then gzip level 9): compression() leaves them alone
    const precompressed = { enableBrotli: true, orderPreference: ['br', 'gz'], index: false };
    router.use(
      '/assets',
      whenDecodable(
        expressStaticGzip(join(deps.clientDir, 'assets'), {
          ...precompressed,
          // no redirect of /assets to /assets/: serve-static would write it in English
          serveStatic: {
            immutable: true,
            maxAge: '1y',
            index: false,
            fallthrough: false,
            redirect: false,
          },
        }),
        (_req, _res, next) => next(badRequest()),
      ),
    );
    // the few files at the root (favicon, pictures): pages have no extension, and are spared
    // a look on disk
    const rootFiles = whenDecodable(
      expressStaticGzip(deps.clientDir, {
        ...precompressed,
        serveStatic: { maxAge: '1d', index: false, redirect: false },
      }),
      (_req, _res, next) => next(),
    );
    router.use((req, res, next) => (/\.\w+$/.test(req.path) ? rootFiles(req, res, next) : next()));
  }
  router.use(healthRoutes(deps.apiUrl));
  router.use(cookieParser());
  router.use(visitorRefresh(visitors));
  // spec §2: ?logout on any URL ends the session (its token revoked), then the URL loses the
  // parameter
  router.use(logoutParam(endSession));
  router.use(legacyRedirects);
  router.use(
    sitemapRoutes({
      publicSiteUrl: `${config.PUBLIC_SITE_URL}${config.BASE_PATH}`,
      brandName: config.BRAND_NAME,
      apiUrl: deps.apiUrl,
      timeoutMs: 10_000,
    }),
  );
  // no state change from another site's page (DESIGN §6)
  router.use(sameOriginOnly(site.origin));
  router.use(
    authRoutes({
      cookies,
      subscriberSiteUrl: config.SUBSCRIBER_SITE_URL,
      resolveVisitor: visitors.resolve,
      refreshVisitor: visitors.refresh,
      logIn,
      accounts,
      endSession,
    }),
  );
  router.use(
    forProxiedPaths(
      proxyRequestHeaders,
      // passwords, e-mail addresses, promo codes and gift cards are not to be guessed through us
      guessableApiLimit(limiters.guessableApiPerIp),
      apiProxy(deps.apiUrl, deps.logger, config.PROXY_TIMEOUT_MS),
    ),
  );
  // anonymous pages are the same for everyone (ADR 011): kept rendered and served without a
  // render (DESIGN §11, ADR 022)
  if (pageCache) router.use(pageCache.pages);
  router.use(ssr.handler);
  app.use(config.BASE_PATH || '/', router);
  if (config.BASE_PATH) app.use(healthRoutes(deps.apiUrl), outsideBasePath(config.BASE_PATH));
  app.use(errorHandler(deps.logger));
  return app;
}

const badRequest = () => Object.assign(new Error('malformed path'), { status: 400 });

/**
 * express-static-gzip answers a path it cannot decode itself, in English: such a path goes to
 * `onMalformed` instead (the assets: our French 400; the root: on to the pages, a French 404).
 */
function whenDecodable(serve: RequestHandler, onMalformed: RequestHandler): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      onMalformed(req, res, next);
      return;
    }
    void serve(req, res, next);
  };
}

/** Outside the base path: its root goes to the site, anything else is not found (ADR 051). */
function outsideBasePath(basePath: string): RequestHandler {
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.path === '/') return redirect(res, 302, `${basePath}/`);
    res.status(404).type('text/plain').send('Page introuvable.');
  };
}

const originFormOnly: RequestHandler = (req, res, next) => {
  if (req.url.startsWith('/')) return next();
  res.status(400).setHeader('Cache-Control', 'no-store');
  res.type('text/plain').send('Requête invalide.');
};

function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: { status?: number; statusCode?: number; type?: string }, req, res, _next) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500)
      logger.error({ err: error, url: req.originalUrl.slice(0, 300) }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    const client = status >= 400 && status < 500;
    res.status(client ? status : 500);
    res.setHeader('Cache-Control', 'no-store');
    // a file of /assets that is not there (serve-static's 404) is not found, not a bad request
    const message = !client
      ? 'Une erreur est survenue. Veuillez réessayer.'
      : status === 404
        ? 'Fichier introuvable.'
        : 'Requête invalide.';
    res.type('text/plain').send(message);
  };
}
