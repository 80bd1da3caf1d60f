import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import { stdSerializers, type Logger } from 'pino';
import { loggedUrl } from './logged-url.ts';

const acceptedId = /^[A-Za-z0-9._-]{1,64}$/;
const syntheticError = /^failed with status code \d+$/;
// the health probes (server/health.ts), at the root or under the base path
const isProbe = (url: string | undefined) => /\/(healthz|readyz)(\?|$)/.test(url ?? '');

/** A request id (kept from a proxy's X-Request-Id when it looks like one) and an access log. */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && acceptedId.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // a probe's answer every few seconds says nothing until it fails (the image's HEALTHCHECK
    // alone wrote 2,880 lines a day)
    customLogLevel: (req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : isProbe(req.url) ? 'silent' : 'info',
    serializers: {
      // a 5xx answered without an error thrown: pino-http makes one, whose stack says nothing
      err: (error: Error) =>
        syntheticError.test(error.message) ? { message: error.message } : stdSerializers.err(error),
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
