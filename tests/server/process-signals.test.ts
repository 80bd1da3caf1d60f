import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// The site as operators run it (`npm start`, the built server, its embedded API in a child
// process, ADR 020), stopped as process managers stop it: a signal to npm alone (a wrapper, a
// container whose command is `npm start`) or to the whole process group (systemd, Ctrl-C). Every
// process goes, and an answer in flight that needs the API still gets it.

let dir: string;
const started: ChildProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'process-signals-'));
});
// whatever a test left, npm gone or not: its group (the site and the API are in it)
afterEach(() => {
  for (const child of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface Running {
  child: ChildProcess;
  port: number;
  sitePid: number;
  apiPid: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** `command` in a process group of its own, once the site says it listens. */
async function start(command: string[], name: string): Promise<Running> {
  const child = spawn(command[0] ?? '', command.slice(1), {
    detached: true,
    env: {
      ...process.env,
      PORT: '0',
      PRODUCT_API_PORT: '0',
      PRODUCT_API_DB: join(dir, `${name}.sqlite`),
      LOG_LEVEL: 'info',
      PAGE_CACHE_MB: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 120_000;
  while (!/site listening/.test(text)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no start:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const line = (message: string) =>
    JSON.parse(text.split('\n').find((entry) => entry.includes(message)) ?? '{}') as {
      pid: number;
      apiPid: number;
      port: number;
    };
  const site = line('site listening');
  return {
    child,
    port: site.port,
    sitePid: site.pid,
    apiPid: line('product API process listening').apiPid,
    output: () => text,
    exited,
  };
}

const isJson = (line: string) => {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
};

const gone = async (pids: number[]) => {
  const deadline = Date.now() + 15_000;
  while (pids.some(alive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pids.filter(alive);
};

describe('the site as a process', () => {
  it('stops with its embedded API when npm alone gets SIGTERM (no process left behind)', async () => {
    const running = await start(['npm', 'start', '--silent'], 'npm');
    expect(running.sitePid).not.toBe(running.child.pid);
    expect(alive(running.apiPid)).toBe(true);
    running.child.kill('SIGTERM');
    await running.exited;
    expect(await gone([running.sitePid, running.apiPid])).toEqual([]);
  }, 180_000);

  // operators read one JSON log: under Node 22 and later, http-proxy's `util._extend` made
  // Node write a deprecation warning of two plain lines at the first proxied request (ADR 080)
  it('writes JSON lines only, a proxied request included', async () => {
    const running = await start(['npm', 'start', '--silent'], 'json');
    const answer = await fetch(
      `http://127.0.0.1:${running.port}/api/recipes?pagination[pageSize]=1`,
    );
    expect(answer.status).toBe(200);
    running.child.kill('SIGTERM');
    await running.exited;
    const lines = running
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.filter((line) => !isJson(line))).toEqual([]);
    expect(lines.some((line) => line.includes('/api/recipes'))).toBe(true);
  }, 180_000);

  it('answers a login in flight when the whole group gets SIGTERM, then stops', async () => {
    const running = await start([process.execPath, 'dist/node/server/index.js'], 'group');
    const body = 'identifier=abonne%40example.fr&password=motdepasse';
    // a login whose body comes after the signal: the site drains, its API must still answer
    const answer = new Promise<string>((resolve, reject) => {
      const socket = net.connect(running.port, '127.0.0.1', () => {
        socket.write(
          [
            'POST /auth/login HTTP/1.1',
            `Host: localhost:${running.port}`,
            'Origin: http://localhost:3000',
            'Content-Type: application/x-www-form-urlencoded',
            `Content-Length: ${body.length}`,
            'Connection: close',
            '',
            '',
          ].join('\r\n'),
        );
        setTimeout(() => {
          if (running.child.pid) process.kill(-running.child.pid, 'SIGTERM');
          setTimeout(() => socket.write(body), 1000);
        }, 300);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const status = (await answer).split('\r\n')[0];
    expect(status, running.output()).toMatch(/^HTTP\/1\.1 (200|303)/);
    expect(await running.exited).toBe(0);
    expect(await gone([running.apiPid])).toEqual([]);
    expect(running.output()).not.toContain('product API process ended');
  }, 180_000);

  // Vite's HMR socket shares the site's server and HOST: its default, a port of its own
  // (24678), listened on every interface of a developer's machine
  it('in development, answers Vite’s HMR socket on its own port and address', async () => {
    const running = await start(['npm', 'run', 'dev', '--silent'], 'dev');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port: running.port,
        path: '/',
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': Buffer.from('vite-ping-check!').toString('base64'),
          'Sec-WebSocket-Protocol': 'vite-ping',
        },
      });
      request.on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode);
      });
      request.on('response', (response) => resolve(response.statusCode));
      request.on('error', reject);
      request.end();
    });
    expect(status, running.output()).toBe(101);
    running.child.kill('SIGTERM');
    await running.exited;
    expect(await gone([running.sitePid, running.apiPid])).toEqual([]);
  }, 180_000);

  it('says in one line which port it cannot listen on, and leaves no API behind', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    const child = spawn(process.execPath, ['dist/node/server/index.js'], {
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        PRODUCT_API_PORT: '0',
        PRODUCT_API_DB: join(dir, 'taken.sqlite'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    taken.close();
    expect(code).toBe(1);
    expect(err.trim().split('\n')).toEqual([
      `Cannot start: the site on HOST=127.0.0.1 PORT=${port}: listen EADDRINUSE: address already in use 127.0.0.1:${port}`,
    ]);
    const apiPid = (
      JSON.parse(out.split('\n').find((line) => line.includes('process listening')) ?? '{}') as {
        apiPid?: number;
      }
    ).apiPid;
    expect(apiPid).toBeDefined();
    expect(await gone([apiPid ?? 0])).toEqual([]);
  }, 180_000);

  it('says in one line, no stack, that a database file is none or a build is missing', async () => {
    const notADatabase = join(dir, 'not-a-database.sqlite');
    writeFileSync(notADatabase, 'pas une base');
    const stderrOf = async (env: Record<string, string>) => {
      const child = spawn(process.execPath, ['dist/node/server/index.js'], {
        detached: true,
        env: { ...process.env, PORT: '0', PRODUCT_API_PORT: '0', LOG_LEVEL: 'silent', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      started.push(child);
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      expect(await new Promise<number | null>((resolve) => child.on('exit', resolve))).toBe(1);
      return err.trim().split('\n');
    };
    const database = await stderrOf({ PRODUCT_API_DB: notADatabase });
    expect(database[0]).toBe(
      `Cannot start the product API: PRODUCT_API_DB ${notADatabase}: file is not a database`,
    );
    expect(database.join('\n')).not.toMatch(/\n\s+at /);
    const build = await stderrOf({
      PRODUCT_API_DB: join(dir, 'build.sqlite'),
      DIST_DIR: join(dir, 'no-build'),
    });
    expect(build).toHaveLength(1);
    expect(build[0]).toMatch(
      /^Cannot start: the build in DIST_DIR=.*no-build \(npm run build makes it\): /,
    );
  }, 180_000);
});
