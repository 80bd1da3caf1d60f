import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { tokenFrom } from './auth-cookie.ts';

export const proxyTimeoutMs = 15_000; // spec §9
export const maxProxiedBodyBytes = 64 * 1024;
const proxiedPrefixes = ['/api/', '/uploads/', '/reviews-cache/'];

const badGateway = {
  error: {
    status: 502,
    message:
      'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  },
};

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
  const path = req.originalUrl.split('?')[0] ?? '';
  if (!proxiedPrefixes.some((prefix) => path.startsWith(prefix))) return next();
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
  delete req.headers.cookie;
  delete req.headers.expect;
  delete req.headers.authorization;
  delete req.headers['x-forwarded-host'];
  if (token) req.headers.authorization = `Bearer ${token}`;
  next();
};

/** /api, the pictures and the reviews cache, forwarded to the product API as they are. */
export function apiProxy(target: () => string, logger: Logger): RequestHandler {
  return createProxyMiddleware({
    router: () => target(),
    target: 'http://127.0.0.1',
    pathFilter: (path) => proxiedPrefixes.some((prefix) => path.startsWith(prefix)),
    changeOrigin: true,
    xfwd: false,
    proxyTimeout: proxyTimeoutMs,
    timeout: proxyTimeoutMs,
    on: {
      proxyRes(proxyRes) {
        delete proxyRes.headers['set-cookie'];
        delete proxyRes.headers['x-powered-by'];
        delete proxyRes.headers.server;
      },
      error(error, _req, res) {
        logger.warn({ err: error }, 'product API unreachable through the proxy');
        if ('headersSent' in res && !res.headersSent) {
          res.writeHead(502, {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-store',
          });
          res.end(JSON.stringify(badGateway));
        } else {
          res.end();
        }
      },
    },
  });
}
