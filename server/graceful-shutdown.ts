import type { Server } from 'node:http';
import type { Logger } from 'pino';

export interface ShutdownOptions {
  /** how long answers in flight may still take once the signal came */
  drainMs: number;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** once the server is closed (or the drain time is over): the embedded API, Vite… */
  afterClose: () => Promise<void>;
  exit: (code: number) => void;
}

// while draining, how often connections whose answer has ended are closed
const sweepMs = 100;

/**
 * DESIGN §1: operators get a graceful shutdown. On the first signal the server stops accepting
 * connections and closes idle keep-alive ones; answers in flight (a page being streamed to a
 * slow reader) finish, for up to `drainMs`, each connection closed once its answer is done;
 * then what is left is cut, `afterClose` runs, and the process exits (1 if anything was cut).
 * Later signals change nothing: a process manager and a wrapper may both relay one.
 */
export function gracefulShutdown(server: Server, options: ShutdownOptions) {
  let draining = false;
  // an answer that starts while draining tells its client that the connection ends with it
  server.prependListener('request', (_req, res) => {
    if (draining) res.setHeader('Connection', 'close');
  });

  return function shutdown(signal: string): void {
    if (draining) return;
    draining = true;
    options.logger.info({ signal, drainMs: options.drainMs }, 'shutting down');
    let cut = false;
    const sweep = setInterval(() => server.closeIdleConnections(), sweepMs);
    const deadline = setTimeout(() => {
      cut = true;
      options.logger.warn('drain time over: the answers still in flight are cut');
      server.closeAllConnections();
    }, options.drainMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      options.afterClose().then(
        () => options.exit(cut ? 1 : 0),
        (error: unknown) => {
          options.logger.error({ err: error }, 'shutdown failed');
          options.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
}
