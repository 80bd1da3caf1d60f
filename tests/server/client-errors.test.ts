import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from '../../server/client-errors.ts';
import { applyServerTimeouts, serverOptions } from '../../server/server-timeouts.ts';

// server/index.ts: what Node's parser answers before Express, for a request it cannot read,
// says so in French (never an empty 431 or 400), and the server goes on answering.

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer(serverOptions, (_req, res) => res.end('ok'));
  applyServerTimeouts(server, { keepAliveTimeoutMs: 65_000 });
  answerClientErrors(server);
  // the same rule, shortened so that the test does not wait 10 s
  server.headersTimeout = 200;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** What the server sends back for raw bytes, until it closes the connection. */
const exchange = (bytes: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });

describe('requests Node cannot read', () => {
  it('answers an address of 20 KB with 431 and a French sentence', async () => {
    const answer = await exchange(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Content-Type: text/plain; charset=utf-8');
    expect(answer.split('\r\n\r\n')[1]).toBe(
      'L’adresse ou les en-têtes de cette requête sont trop longs.\n',
    );
  });

  it('answers a request line that is not HTTP with 400 and a French sentence', async () => {
    const answer = await exchange('BONJOUR\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.split('\r\n\r\n')[1]).toBe('Cette requête est mal formée.\n');
  });

  it('answers headers that never end with 408 and a French sentence', async () => {
    const answer = await exchange('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.split('\r\n\r\n')[1]).toBe('La requête a mis trop de temps à arriver.\n');
  });

  it('goes on answering the requests it can read', async () => {
    const answer = await exchange('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
