import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { applyServerTimeouts, serverOptions } from '../../server/server-timeouts.ts';

// server/index.ts creates the site's server with these settings rather than Node's defaults
// (no limit on a slow client's headers for 60 s, 300 s for a whole request, 5 s keep-alive).

describe('applyServerTimeouts', () => {
  const server = http.createServer(serverOptions);
  applyServerTimeouts(server, { keepAliveTimeoutMs: readConfig({}).KEEP_ALIVE_TIMEOUT_MS });

  it('gives a client 10 s for its headers and 30 s for its whole request', () => {
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    // Node checks both this often (its default, 30 s, would stretch 10 s to 40)
    expect(serverOptions.connectionsCheckingInterval).toBeLessThanOrEqual(1000);
  });

  it('keeps an idle connection longer than a load balancer’s 60 s, KEEP_ALIVE_TIMEOUT_MS', () => {
    expect(server.keepAliveTimeout).toBe(65_000);
    const other = http.createServer();
    applyServerTimeouts(other, {
      keepAliveTimeoutMs: readConfig({ KEEP_ALIVE_TIMEOUT_MS: '5000' }).KEEP_ALIVE_TIMEOUT_MS,
    });
    expect(other.keepAliveTimeout).toBe(5000);
  });

  it('answers 408 to a request whose headers never end', async () => {
    const slow = http.createServer(serverOptions, (_req, res) => res.end());
    applyServerTimeouts(slow, { keepAliveTimeoutMs: 65_000 });
    // the same rule, shortened so that the test does not wait 10 s
    slow.headersTimeout = 200;
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as net.AddressInfo;
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
        });
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      slow.closeAllConnections();
      slow.close();
    }
  });
});
