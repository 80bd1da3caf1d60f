import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Router, type RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { tokenFrom } from './auth-cookie.ts';
import { omitHeaders, withoutHopByHop } from './header-filters.ts';
import { privatePageCacheControl } from './page-lifetime.ts';
import { visitorAddress } from './visitor-address.ts';
import { gatewayTimeoutMessage, unavailableMessage } from '../shared/site-error-messages.ts';

export const maxProxiedBodyBytes = 64 * 1024;
const proxiedPrefixes = ['/api/', '/uploads/', '/reviews-cache/'];

/**
 * `handlers` for the paths the product API answers (under the base path, ADR 051), and for
 * them alone: a page passes them with one look at its path (an uncached recipe's middlewares
 * 7.0 → 3.1 % of its CPU, docs/performance.md), and they need not look themselves.
 */
export function forProxiedPaths(...handlers: RequestHandler[]): RequestHandler {
  const proxied = Router().use(...handlers);
  return (req, res, next) =>
    proxiedPrefixes.some((prefix) => req.url.startsWith(prefix)) ? proxied(req, res, next) : next();
}
// what the product API says of itself, and cookies of its own
const upstreamOnlyHeaders = ['set-cookie', 'x-powered-by', 'server'];
// the visitor's cookies and credentials, and what they could claim about where they come from
const visitorOnlyHeaders = [
  'cookie',
  'expect',
  'authorization',
  'forwarded',
  'x-real-ip',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
];

const badGateway = {
  error: {
    status: 502,
    message: unavailableMessage,
  },
};
const gatewayTimeout = {
  error: {
    status: 504,
    message: gatewayTimeoutMessage,
  },
};

/** The product API did not answer within the proxy's time budget. */
class UpstreamTimeout extends Error {}

/** `.`/`..` segments, raw or percent-encoded, and backslashes never go upstream. */
function hasDotSegments(path: string): boolean {
  return path.split('/').some((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    return decoded === '.' || decoded === '..' || decoded.includes('\\') || decoded.includes('/');
  });
}

/**
 * Before the proxy (DESIGN §6): the visitor's cookie becomes a bearer token, and nothing else
 * of theirs goes upstream. Done here because http-proxy skips its proxyReq hook for requests
 * with `Expect: 100-continue`.
 */
export const proxyRequestHeaders: RequestHandler = (req, res, next) => {
  // the path under the base path (ADR 051), as the proxy reads it
  const path = req.url.split('?')[0] ?? '';
  if (hasDotSegments(path)) {
    res.status(400).json({ error: { status: 400, message: 'Requête invalide.' } });
    return;
  }
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > maxProxiedBodyBytes) {
    res.status(413).json({ error: { status: 413, message: 'Requête trop volumineuse.' } });
    return;
  }
  if (req.headers['transfer-encoding'] && !req.headers['content-length']) {
    res.status(411).json({ error: { status: 411, message: 'Requête invalide.' } });
    return;
  }
  const token = tokenFrom(req);
  req.headers = omitHeaders(req.headers, visitorOnlyHeaders);
  if (token) req.headers.authorization = `Bearer ${token}`;
  // the visitor as TRUST_PROXY lets us see them, never a value of their own choosing: the
  // product API's per-address limits count visitors, not this server
  req.headers['x-forwarded-for'] = visitorAddress(req);
  // the id our own log gave the request (server/request-id.ts), so both logs can be joined
  req.headers['x-request-id'] = String(req.id);
  next();
};

function answerError(res: ServerResponse | Socket, status: number, body: unknown): void {
  // an answer already begun is too late for a status: cut short, not passed off as whole
  if (!('headersSent' in res) || res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/**
 * /api, the pictures and the reviews cache, forwarded to the product API as they are, each
 * within `timeoutMs` from the moment it leaves (spec §9: 15 s), or a French 504.
 */
export function apiProxy(target: () => string, logger: Logger, timeoutMs: number): RequestHandler {
  return createProxyMiddleware({
    router: () => target(),
    target: 'http://127.0.0.1',
    changeOrigin: true,
    xfwd: false,
    on: {
      proxyReq(proxyReq, _req, res) {
        // a visitor gone before the request leaves: nothing to ask, and no deadline that would
        // run out later and log a slow API
        if (res.closed) {
          proxyReq.destroy();
          return;
        }
        // a deadline for the whole exchange, not an idle time-out that a trickle resets
        const deadline = setTimeout(() => proxyReq.destroy(new UpstreamTimeout()), timeoutMs);
        res.once('close', () => clearTimeout(deadline));
      },
      proxyRes(proxyRes, req, res) {
        proxyRes.headers = omitHeaders(withoutHopByHop(proxyRes.headers), upstreamOnlyHeaders);
        // a visitor's own answers (a session's token went upstream) and what a write answers (a
        // gift card's code) are theirs alone: no cache on the way keeps them (DESIGN §5)
        if (req.headers.authorization || (req.method !== 'GET' && req.method !== 'HEAD'))
          proxyRes.headers['cache-control'] = privatePageCacheControl;
        // an upstream cut mid-body (or past its deadline): the visitor must not take the part
        // for the whole
        proxyRes.once('error', () => res.destroy());
      },
      error(error, _req, res) {
        if (error instanceof UpstreamTimeout) {
          logger.warn('product API too slow through the proxy');
          answerError(res, 504, gatewayTimeout);
          return;
        }
        logger.warn({ err: error }, 'product API unreachable through the proxy');
        answerError(res, 502, badGateway);
      },
    },
  });
}
