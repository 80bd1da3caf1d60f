import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pino } from 'pino';
import supertest from 'supertest';
import type { RateLimits } from '../../../product-api/config/rate-limits.ts';
import { startProductApi, type RunningProductApi } from '../../../product-api/start-product-api.ts';
import { createApp } from '../../../server/app.ts';
import { readConfig, type Config } from '../../../server/config.ts';
import { loadBuiltRenderer, type SiteRenderer } from '../../../server/renderer.ts';
import { siteSettingsOf } from '../../../server/site-settings.ts';

/** the product API's signing secret in tests (to forge expired tokens the API itself would sign) */
export const testJwtSecret = 'site-test-secret';

export interface TestSite {
  request: ReturnType<typeof supertest>;
  /** the Express app itself, for requests supertest cannot send (raw request targets) */
  app: ReturnType<typeof createApp>;
  api: RunningProductApi;
  config: Config;
  /** errors the renderer reported */
  renderErrors: unknown[];
  stop(): Promise<void>;
}

export interface SiteOptions {
  /** the page cache's clock (monotonic milliseconds) */
  clock?: () => number;
  /** the renderer the app gets, from the built one (to count renders) */
  wrapRenderer?: (renderer: SiteRenderer) => SiteRenderer;
  /** the product API's own limits, small ones to reach them */
  apiRateLimits?: Partial<RateLimits>;
}

/** what the renderers of this test file logged as drawn without (spec §8), oldest first */
export const pageProblems: string[] = [];

/**
 * The real site (the built client of `npm run build`) in front of the real embedded product
 * API on a fresh temporary database. `env` overrides the configuration; the page cache is off
 * (PAGE_CACHE_MB=0) unless `env` sets it, so that a page test tests a render.
 */
export async function startSite(
  env: Record<string, string> = {},
  options: SiteOptions = {},
): Promise<TestSite> {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const silent = pino({ level: 'silent' });
  const api = await startProductApi({
    port: 0,
    dbFile: join(dir, 'api.sqlite'),
    logger: silent,
    jwtSecret: testJwtSecret,
    ...(options.apiRateLimits ? { rateLimits: options.apiRateLimits } : {}),
  });
  const config = readConfig({
    LOG_LEVEL: 'silent',
    DIST_DIR: process.env.DIST_DIR,
    PAGE_CACHE_MB: '0',
    ...env,
    PRODUCT_API_URL: env.PRODUCT_API_URL ?? api.url,
  });
  const renderErrors: unknown[] = [];
  const site = siteSettingsOf(config);
  const distDir = resolve(config.DIST_DIR);
  const built = await loadBuiltRenderer(distDir, {
    site,
    onError: (error) => renderErrors.push(error),
    onPageProblem: (message) => pageProblems.push(message),
  });
  const renderer = options.wrapRenderer?.(built) ?? built;
  const apiUrl = config.PRODUCT_API_URL ?? api.url;
  const app = createApp(config, {
    logger: silent,
    apiUrl: () => apiUrl,
    clientDir: join(distDir, 'client'),
    renderer: async () => renderer,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return {
    request: supertest(app),
    app,
    api,
    config,
    renderErrors,
    async stop() {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The session cookie of a fixture account, as the site's /auth/login sets it. */
export async function loginCookie(
  site: TestSite,
  identifier: string,
  password = 'motdepasse',
): Promise<string> {
  const response = await site.request
    .post('/auth/login')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .send({ identifier, password })
    .expect(200);
  const cookie = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('session_jwt='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}
