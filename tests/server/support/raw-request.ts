import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '../../../server/http-server.ts';
import type { TestSite } from './start-site.ts';

// supertest goes through WHATWG URL parsing, which rewrites `\` to `/`, resolves `..` and
// cannot send an absolute-form request target. These requests go out byte for byte.

export interface Listening {
  port: number;
  close(): Promise<void>;
}

/**
 * The site's app on a free port of 127.0.0.1, in the server `server/index.ts` makes for it:
 * what Node's parser cannot read is answered as visitors get it answered (Node's own answer to
 * a 64 KB address resets the connection under Node 24 before the client reads it).
 */
export async function listen(site: Pick<TestSite, 'app' | 'config'>): Promise<Listening> {
  const server = createHttpServer(site.app, {
    keepAliveTimeoutMs: site.config.KEEP_ALIVE_TIMEOUT_MS,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** the body as it came, still encoded when the answer has a Content-Encoding */
  bytes: Buffer;
}

export interface RawRequest {
  /** the request target exactly as sent: '/a/../b', '/\\x', 'http://host/path'… */
  target: string;
  method?: string;
  /** a Host header of our choosing replaces the real one */
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

/** One request to 127.0.0.1:`port`, its target and headers untouched, its answer read whole. */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = request.headers ?? {};
    const hasHost = Object.keys(headers).some((name) => name.toLowerCase() === 'host');
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method ?? 'GET',
        path: request.target,
        headers: { ...(hasHost ? {} : { Host: `127.0.0.1:${port}` }), ...headers },
        setHost: false,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes.toString('utf8'),
            bytes,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/**
 * True when a Location header keeps the visitor on `siteOrigin`: a path of the site (not a
 * protocol-relative `//host` nor a `/\host` that browsers read as one) or an absolute URL of
 * the site itself, with no whitespace or control character a browser would strip.
 */
export function staysOnSite(location: string, siteOrigin: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(location)) return false;
  if (location.startsWith('/')) {
    if (location.startsWith('//') || location.startsWith('/\\')) return false;
  } else if (!location.startsWith(`${siteOrigin}/`) && location !== siteOrigin) {
    return false;
  }
  return new URL(location, `${siteOrigin}/`).origin === siteOrigin;
}
