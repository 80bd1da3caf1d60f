import { createServer, get, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createElement, Suspense, use, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server.bun';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { coalescingDestination } from '../../client/app/coalescing-destination.ts';

// React's string-writing build piped through the destination, over a real HTTP connection

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** Serves `tree` streamed; resolves with the body as read and the response's writes. */
async function streamOverHttp(tree: ReactNode) {
  let writes = 0;
  server = createServer((_req, res: ServerResponse) => {
    const write = res.write.bind(res) as (chunk: string) => boolean;
    res.write = ((chunk: string) => {
      writes += 1;
      return write(chunk);
    }) as typeof res.write;
    const { pipe } = renderToPipeableStream(tree, {
      onShellReady: () => pipe(coalescingDestination(res)),
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const body = await new Promise<string>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/' }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => {
        parts.push(part);
      });
      response.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
      response.on('error', reject);
    }).on('error', reject);
  });
  return { body, writes };
}

const longList = (count: number) =>
  createElement(
    'ul',
    { className: 'recettes' },
    Array.from({ length: count }, (_, index) =>
      createElement(
        'li',
        { key: index, title: `Recette n° ${index}` },
        `Pâtes « maison » ${index}`,
      ),
    ),
  );

it('hands the response one write for the thousands of strings of a flush', async () => {
  const tree = longList(2000);
  const { body, writes } = await streamOverHttp(tree);
  expect(body).toBe(renderToString(tree));
  expect(writes).toBe(1);
});

it('waits for a slow response to drain before writing the next part (backpressure)', async () => {
  let reveal: (text: string) => void = () => {};
  const later = new Promise<string>((resolve) => (reveal = resolve));
  function Later({ name }: { name: string }) {
    return createElement('p', null, `${use(later)} ${name}`);
  }
  const fallback = createElement('p', null, 'Chargement…');
  const tree = createElement(
    'main',
    null,
    longList(2000),
    createElement(Suspense, { fallback }, createElement(Later, { name: 'dauphinois' })),
    createElement(Suspense, { fallback }, createElement(Later, { name: 'savoyard' })),
  );
  // a reader that takes a write every 20 ms: the first flush (~100 KB) fills it
  const parts: Buffer[] = [];
  let drains = 0;
  const slowReader = new Writable({
    highWaterMark: 1024,
    write(part: Buffer, _encoding, done) {
      parts.push(part);
      setTimeout(done, 20);
    },
  });
  slowReader.on('drain', () => (drains += 1));
  // whether the reader was still full each time it was written to
  const writtenWhenFull: boolean[] = [];
  const write = slowReader.write.bind(slowReader) as (part: string) => boolean;
  slowReader.write = ((part: string) => {
    writtenWhenFull.push(slowReader.writableNeedDrain);
    return write(part);
  }) as typeof slowReader.write;
  const finished = new Promise((resolve) => slowReader.on('finish', resolve));
  const { pipe } = renderToPipeableStream(tree, {
    onShellReady: () => pipe(coalescingDestination(slowReader)),
  });
  // both parts complete while the reader is full: React writes the first, then waits
  setTimeout(() => reveal('Gratin'), 0);
  await finished;
  const body = Buffer.concat(parts).toString('utf8');
  expect(body).toContain(renderToString(longList(2000)));
  expect(body).toContain('<p>Gratin dauphinois</p>');
  expect(body).toContain('<p>Gratin savoyard</p>');
  expect(drains).toBeGreaterThan(0);
  expect(writtenWhenFull).toEqual([false, true, false]);
});

it('streams what a suspended part renders later, then ends the response', async () => {
  let reveal: (text: string) => void = () => {};
  const later = new Promise<string>((resolve) => (reveal = resolve));
  function Later() {
    return createElement('p', null, use(later));
  }
  const tree = createElement(
    'main',
    null,
    createElement('h1', null, 'Nos recettes'),
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'Chargement…') },
      createElement(Later),
    ),
  );
  setTimeout(() => reveal('Gratin dauphinois'), 20);
  const { body, writes } = await streamOverHttp(tree);
  expect(body).toContain('<h1>Nos recettes</h1>');
  expect(body).toContain('Chargement…');
  expect(body).toContain('<p>Gratin dauphinois</p>');
  expect(writes).toBeGreaterThanOrEqual(2);
});

it('stops quietly when the visitor leaves before a suspended part is ready', async () => {
  let reveal: (text: string) => void = () => {};
  const later = new Promise<string>((resolve) => (reveal = resolve));
  function Later() {
    return createElement('p', null, use(later));
  }
  const errors: unknown[] = [];
  const closed = new Promise<void>((resolve) => {
    server = createServer((_req, res: ServerResponse) => {
      res.on('close', () => resolve());
      const { pipe } = renderToPipeableStream(
        createElement(
          'main',
          null,
          createElement('h1', null, 'Nos recettes'),
          createElement(Suspense, { fallback: 'Chargement…' }, createElement(Later)),
        ),
        {
          onShellReady: () => pipe(coalescingDestination(res)),
          onError: (error) => {
            errors.push(error);
          },
        },
      );
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server?.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/' }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', () => {});
    request.on('close', () => resolve());
  });
  await closed;
  reveal('Gratin dauphinois');
  await new Promise((resolve) => setTimeout(resolve, 20));
  // React was told the destination closed: it aborted the part still waiting, and wrote nothing
  expect(errors).toHaveLength(1);
  expect(String(errors[0])).toContain('closed early');
});
