import type { Writable } from 'node:stream';

/**
 * What React's string-writing Fizz build (`react-dom/server.bun`) pipes into: it joins the
 * strings of one flush and gives the response a single write when React flushes, where the Node
 * build encodes each of a page's ~1,500 strings into a byte view of its own (ADR 019).
 * Backpressure is the response's, as of the last flush: React pauses until it drains.
 */
export function coalescingDestination(response: Writable): NodeJS.WritableStream {
  let pending = '';
  let room = true;
  response.on('drain', () => {
    room = true;
  });
  const destination = {
    write(chunk: string): boolean {
      pending += chunk;
      return room;
    },
    flush(): void {
      if (pending === '') return;
      room = response.write(pending);
      pending = '';
    },
    end(): void {
      if (pending === '') response.end();
      else response.end(pending);
      pending = '';
    },
    on(event: 'drain' | 'error' | 'close', listener: () => void) {
      response.on(event, listener);
      return destination;
    },
    destroy(error?: Error): void {
      response.destroy(error);
    },
  };
  // the Bun build calls only these five of a writable stream's methods
  return destination as unknown as NodeJS.WritableStream;
}
