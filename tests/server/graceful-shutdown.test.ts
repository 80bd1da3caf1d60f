import http from 'node:http';
import net from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown } from '../../server/graceful-shutdown.ts';

// On SIGTERM the site stops accepting connections, lets the answers in flight finish (a page
// streamed to a slow reader) for up to SHUTDOWN_DRAIN_MS, then closes what it started and exits.
// A real server on a free port; `exit` is recorded instead of ending the test process.

const logger = pino({ level: 'silent' });
const agents: http.Agent[] = [];
const servers: http.Server[] = [];

afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose answers start at once and end when `release` is called. */
async function slowServer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.write('début, ');
    void released.then(() => res.end('fin'));
  });
  // a keep-alive time-out longer than any wait here: only the shutdown may close a connection
  server.keepAliveTimeout = 60_000;
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port, release };
}

function shutdownOf(server: http.Server, drainMs: number) {
  const exits: number[] = [];
  const afterClose = vi.fn(async () => undefined);
  const shutdown = gracefulShutdown(server, {
    drainMs,
    logger,
    afterClose,
    exit: (code) => exits.push(code),
  });
  return { shutdown, exits, afterClose };
}

/** A GET through a keep-alive agent: resolves `started` at the first byte, `body` at the end. */
function get(port: number) {
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  let started = () => {};
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const body = new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          started();
        });
        res.on('end', () => resolve(text));
        res.on('error', reject);
      })
      .on('error', reject);
  });
  return { started: startedPromise, body };
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('gracefulShutdown', () => {
  it('lets an answer in flight finish after the signal, then closes and exits 0', async () => {
    const { server, port, release } = await slowServer();
    const { shutdown, exits, afterClose } = shutdownOf(server, 60_000);
    const request = get(port);
    await request.started;

    shutdown('SIGTERM');
    expect(await connects(port)).toBe(false);
    expect(exits).toEqual([]);
    expect(afterClose).not.toHaveBeenCalled();

    release();
    expect(await request.body).toBe('début, fin');
    // the answer's keep-alive connection is closed after it: nothing keeps the server open
    await vi.waitFor(() => expect(exits).toEqual([0]), { timeout: 5000 });
    expect(afterClose).toHaveBeenCalledOnce();
  });

  it('closes idle keep-alive connections at once', async () => {
    const { server, port, release } = await slowServer();
    release();
    const { shutdown, exits } = shutdownOf(server, 60_000);
    expect(await get(port).body).toBe('début, fin');
    shutdown('SIGTERM');
    await vi.waitFor(() => expect(exits).toEqual([0]), { timeout: 5000 });
  });

  it('cuts what still runs after the drain time, then exits 1', async () => {
    const { server, port } = await slowServer();
    const { shutdown, exits, afterClose } = shutdownOf(server, 200);
    const request = get(port);
    await request.started;
    shutdown('SIGTERM');
    await expect(request.body).rejects.toThrow();
    await vi.waitFor(() => expect(exits).toEqual([1]), { timeout: 5000 });
    expect(afterClose).toHaveBeenCalledOnce();
  });

  it('does it once, however many signals come', async () => {
    const { server, release } = await slowServer();
    release();
    const { shutdown, exits, afterClose } = shutdownOf(server, 60_000);
    shutdown('SIGTERM');
    shutdown('SIGINT');
    shutdown('SIGTERM');
    await vi.waitFor(() => expect(exits).toEqual([0]), { timeout: 5000 });
    expect(afterClose).toHaveBeenCalledOnce();
  });
});
