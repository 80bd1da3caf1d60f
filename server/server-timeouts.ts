import type { Server, ServerOptions } from 'node:http';

/**
 * How often Node looks for requests over the two limits below. It can only be given to
 * `createServer`; its default (30 s) would let a 10 s limit run to 40 s.
 */
export const serverOptions: ServerOptions = { connectionsCheckingInterval: 1000 };

/** Node's defaults (no socket limit, 300 s for a request) are for servers nobody attacks. */
export function applyServerTimeouts(server: Server, settings: { keepAliveTimeoutMs: number }) {
  // a request's headers are a few KB: 10 s is plenty on a poor mobile line, and a client
  // trickling header bytes (slowloris) holds its socket no longer than that
  server.headersTimeout = 10_000;
  // the whole request, body included (at most 64 KB through the proxy, 4 KB to log in)
  server.requestTimeout = 30_000;
  // longer than the 60 s idle time-out of common load balancers, so that they, not we, close
  // an idle connection (else one may send a request down a connection we are closing: a 502)
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
}
