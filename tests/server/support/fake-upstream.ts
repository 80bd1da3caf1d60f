import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for the product API that records what reaches it. It answers /api/... with an echo
// of the request, and forwards /uploads/... and /reviews-cache/... to a real product API; every
// answer carries headers the site must not pass on (Set-Cookie, X-Powered-By, Server).

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeUpstream {
  /** base URL, as PRODUCT_API_URL */
  url: string;
  requests: RecordedRequest[];
  /** where /uploads and /reviews-cache are fetched from (a real product API) */
  forwardTo: string | undefined;
  /**
   * Answers in place of the echo when it returns true (having answered, or chosen never to):
   * a stalled API, a refusal, headers of a given kind.
   */
  respond?: (request: RecordedRequest, res: http.ServerResponse) => boolean;
  /** the requests whose path starts with `prefix` */
  received(prefix: string): RecordedRequest[];
  close(): Promise<void>;
}

export const leakyHeaders = {
  'Set-Cookie': 'upstream_session=secret; Path=/; HttpOnly',
  'X-Powered-By': 'PHP/8.3',
  Server: 'upstream-server/1.0',
};

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const upstream: FakeUpstream = {
    url: '',
    requests: [],
    forwardTo: undefined,
    received: (prefix) => upstream.requests.filter((request) => request.url.startsWith(prefix)),
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      upstream.requests.push(recorded);
      if (upstream.respond?.(recorded, res)) return;
      const forwarded = ['/uploads/', '/reviews-cache/'].some((p) => recorded.url.startsWith(p));
      if (forwarded && upstream.forwardTo) {
        void fetch(`${upstream.forwardTo}${recorded.url}`).then(async (answer) => {
          res.writeHead(answer.status, {
            ...leakyHeaders,
            'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
          });
          res.end(Buffer.from(await answer.arrayBuffer()));
        });
        return;
      }
      res.writeHead(200, { ...leakyHeaders, 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ echo: recorded }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream.close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return upstream;
}
