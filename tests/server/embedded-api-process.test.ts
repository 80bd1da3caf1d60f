import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { startEmbeddedApi, type EmbeddedApi } from '../../server/embedded-api-process.ts';
import { loadBuiltRenderer } from '../../server/renderer.ts';
import { readCatalogue, type Catalogue } from './support/catalogue.ts';

// ADR 020: the embedded product API runs in a child process with its own heap limit. A stuck
// API (here: a stopped process, which from outside is what a busy event loop looks like) must
// leave the pages it already served, /healthz and the 503 page answering; a dead or stuck
// process comes back by itself.

// well above the four 400 ms time-outs the stuck process is asked through, on a loaded machine too
const watchdogMs = 4000;
let dir: string;
let api: EmbeddedApi;
let request: ReturnType<typeof supertest>;
let catalogue: Catalogue;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'embedded-api-'));
  api = await startEmbeddedApi({
    port: 0,
    dbFile: join(dir, 'api.sqlite'),
    maxOldSpaceMb: 96,
    watchdogMs,
    logger: pino({ level: 'silent' }),
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      PRODUCT_API_JWT_SECRET: 'process-test-secret-of-32-characters',
    },
  });
  const config = readConfig({
    LOG_LEVEL: 'silent',
    DIST_DIR: process.env.DIST_DIR,
    PRODUCT_API_URL: api.url(),
    RENDER_API_TIMEOUT_MS: '400',
  });
  const distDir = resolve(config.DIST_DIR);
  const site = {
    brandName: config.BRAND_NAME,
    publicSiteUrl: config.PUBLIC_SITE_URL,
    subscriberSiteUrl: config.SUBSCRIBER_SITE_URL,
    abTestScriptUrl: null,
    adyen: null,
    showcase: null,
  };
  const renderer = await loadBuiltRenderer(distDir, {
    site,
    onError: () => undefined,
    onPageProblem: () => undefined,
  });
  const app = createApp(config, {
    logger: pino({ level: 'silent' }),
    apiUrl: () => api.url(),
    clientDir: join(distDir, 'client'),
    renderer: async () => renderer,
  });
  request = supertest(app);
  catalogue = await readCatalogue(api.url());
});

afterAll(async () => {
  const pid = api.pid();
  if (pid) process.kill(pid, 'SIGCONT');
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');

describe('the embedded product API process', () => {
  it('serves the API from a process of its own, with its own heap limit', async () => {
    const pid = api.pid();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(cmdline(pid ?? 0)).toContain('--max-old-space-size=96');
    const answer = await request.get('/api/pages?pagination[pageSize]=1').expect(200);
    expect((answer.body as { data: unknown[] }).data).toHaveLength(1);
  });

  it('is started again, on the same address, when its process dies', async () => {
    const before = { pid: api.pid(), url: api.url() };
    const restarted = api.nextStart();
    process.kill(before.pid ?? 0, 'SIGKILL');
    await restarted;
    expect(api.pid()).not.toBe(before.pid);
    expect(api.url()).toBe(before.url);
    await request.get('/api/pages?pagination[pageSize]=1').expect(200);
  });

  it('leaves /healthz, pages already served and the 503 page answering while it is stuck, then is replaced', async () => {
    const seen = `/recettes/${catalogue.recipe.slug}`;
    await request.get(seen).expect(200);
    const stuck = api.pid() ?? 0;
    const replaced = api.nextStart();
    process.kill(stuck, 'SIGSTOP');
    try {
      await request.get('/healthz').expect(200);
      const cached = await request.get(seen);
      expect(cached.status).toBe(200);
      expect(cached.text).toContain(catalogue.recipe.name);
      const unseen = await request.get('/blog/page/1');
      expect(unseen.status).toBe(503);
      expect(unseen.text).toContain('Service momentanément indisponible');
      // and the next ones too, each after its own time-out, not when the process is replaced
      for (const path of ['/faq', '/menu']) {
        const next = await request.get(path);
        expect(next.status, path).toBe(503);
        expect(api.pid(), path).toBe(stuck);
      }
      await request.get('/readyz').expect(503);
    } catch (error) {
      try {
        process.kill(stuck, 'SIGCONT');
      } catch {
        // the watchdog replaced it already: the first error is the one to tell
      }
      throw error;
    }
    // the watchdog kills the silent process and starts another
    await replaced;
    expect(api.pid()).not.toBe(stuck);
    await request.get('/blog/page/1').expect(200);
  });
});

describe('a site held up', () => {
  it('does not take its own held event loop for a stuck API: the API keeps its process', async () => {
    const pid = api.pid();
    // longer than the watchdog's limit: the API's heartbeats queue up unread meanwhile
    const end = Date.now() + watchdogMs + 1500;
    while (Date.now() < end);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.pid()).toBe(pid);
    await request.get('/api/pages?pagination[pageSize]=1').expect(200);
  });
});

describe('a slow start', () => {
  it('is not taken for a stuck process: the watchdog waits until the API listens', async () => {
    const slowDir = mkdtempSync(join(tmpdir(), 'embedded-api-slow-'));
    // the child's event loop held 2.5 s before it runs, more than the watchdog's 1 s
    const hold = 'const end = Date.now() + 2500; while (Date.now() < end);';
    const slow = await startEmbeddedApi({
      port: 0,
      dbFile: join(slowDir, 'api.sqlite'),
      maxOldSpaceMb: 96,
      watchdogMs: 1000,
      logger: pino({ level: 'silent' }),
      env: {
        ...process.env,
        LOG_LEVEL: 'silent',
        PRODUCT_API_JWT_SECRET: 'process-test-secret-of-32-characters',
        NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(hold)}`,
      },
    });
    try {
      const health = await fetch(`${slow.url()}/api/recipe-sections`);
      expect(health.status).toBe(200);
    } finally {
      await slow.close();
      rmSync(slowDir, { recursive: true, force: true });
    }
  });
});
