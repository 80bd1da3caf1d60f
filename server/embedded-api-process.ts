import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from 'pino';

// ADR 020: the embedded product API runs in a child process of its own, with its own heap limit,
// so that no request to it can stop the site's pages or /healthz; it is restarted when it dies
// and killed when its event loop stops answering.

export interface EmbeddedApiSettings {
  /** 0 picks a free port once; a restarted API listens on the same one */
  port: number;
  dbFile: string;
  /** V8 old-space limit of the API's process */
  maxOldSpaceMb: number;
  /** no heartbeat for this long: the API's event loop is stuck, the process is killed */
  watchdogMs: number;
  logger: Logger;
  /** environment of the API's process (defaults to the site's own) */
  env?: NodeJS.ProcessEnv;
}

export interface EmbeddedApi {
  /** base URL, without /api */
  url(): string;
  /** the process serving now (tests stop and kill it) */
  pid(): number | undefined;
  /** resolves when the next process (after a restart) is listening */
  nextStart(): Promise<void>;
  close(): Promise<void>;
}

type ChildMessage = { type: 'listening'; port: number } | { type: 'alive' };

const heartbeatEveryMs = 1000;
const startTimeoutMs = 120_000;
const firstRestartDelayMs = 500;
const longestRestartDelayMs = 30_000;
/** up this long, a process counts as healthy: the next restart waits the shortest delay again */
const healthyAfterMs = 60_000;

// the API's own entry, next to this file's build: TypeScript through tsx in development and tests
const ownUrl = import.meta.url;
const entryUrl = new URL(`../product-api/main${ownUrl.endsWith('.ts') ? '.ts' : '.js'}`, ownUrl);
const execArgv = ownUrl.endsWith('.ts')
  ? ['--import', pathToFileURL(createRequire(ownUrl).resolve('tsx')).href]
  : [];

export async function startEmbeddedApi(settings: EmbeddedApiSettings): Promise<EmbeddedApi> {
  const { logger } = settings;
  let port = settings.port;
  let child: ChildProcess | undefined;
  let closing = false;
  let restartDelay = firstRestartDelayMs;
  let waiters: (() => void)[] = [];
  let restartTimer: NodeJS.Timeout | undefined;

  const spawn = () =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const current = fork(fileURLToPath(entryUrl), [], {
        execArgv: [...execArgv, `--max-old-space-size=${settings.maxOldSpaceMb}`],
        env: {
          ...(settings.env ?? process.env),
          PRODUCT_API_PORT: String(port),
          PRODUCT_API_HOST: '127.0.0.1',
          PRODUCT_API_DB: settings.dbFile,
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child = current;
      let lastBeat = Date.now();
      let listening = false;
      // the watchdog watches a process that has started: starting (migrations, the seed) may
      // hold its event loop longer on a loaded machine, and has its own time limit below
      let lastTick = Date.now();
      const watchdog = setInterval(() => {
        const now = Date.now();
        // this process's own loop was held (a long render): the API's heartbeats wait unread
        // behind this timer, so its silence is judged at the next tick, once they are read
        const heldHere = now - lastTick > 2 * heartbeatEveryMs;
        lastTick = now;
        if (heldHere || !listening || now - lastBeat <= settings.watchdogMs) return;
        logger.error({ apiPid: current.pid, silentMs: Date.now() - lastBeat }, 'product API stuck');
        current.kill('SIGKILL');
      }, heartbeatEveryMs);
      watchdog.unref();
      const startTimer = setTimeout(() => {
        current.kill('SIGKILL');
        reject(new Error('the product API did not start in time'));
      }, startTimeoutMs);
      startTimer.unref();

      current.on('message', (message: ChildMessage) => {
        lastBeat = Date.now();
        if (message.type !== 'listening' || listening) return;
        listening = true;
        clearTimeout(startTimer);
        port = message.port;
        logger.info({ apiPid: current.pid, port }, 'product API process listening');
        resolve();
        for (const wake of waiters) wake();
        waiters = [];
      });
      current.on('exit', (code, signal) => {
        clearInterval(watchdog);
        clearTimeout(startTimer);
        if (child === current) child = undefined;
        if (!listening) reject(new Error(`the product API exited before listening (${code})`));
        if (closing) return;
        if (Date.now() - started > healthyAfterMs) restartDelay = firstRestartDelayMs;
        logger.error({ code, signal, restartInMs: restartDelay }, 'product API process ended');
        const delay = restartDelay;
        restartDelay = Math.min(restartDelay * 2, longestRestartDelayMs);
        restartTimer = setTimeout(() => {
          spawn().catch((error: unknown) => logger.error({ err: error }, 'product API restart'));
        }, delay);
      });
    });

  await spawn();
  return {
    url: () => `http://127.0.0.1:${port}`,
    pid: () => child?.pid,
    nextStart: () => new Promise((resolve) => waiters.push(resolve)),
    async close() {
      closing = true;
      clearTimeout(restartTimer);
      const current = child;
      if (!current || current.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => current.kill('SIGKILL'), 5000);
        current.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        // the API ignores signals while it is ours (a signal to the group reaches it too)
        if (current.connected) current.disconnect();
        else current.kill('SIGTERM');
      });
    },
  };
}
