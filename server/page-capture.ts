import type { OutgoingHttpHeader } from 'node:http';
import { Writable } from 'node:stream';
import type { Response } from 'express';
import { nonceOf } from './security-headers.ts';

// What a render wrote, for the page cache (ADR 022): the streamed answer of a miss, kept as it
// goes to its visitor, or a render of its own into a sink when a stale page is refreshed.

export interface CapturedPage {
  status: number;
  html: Buffer;
  /** the nonce the render wrote into its scripts */
  nonce: string;
  /** every byte was written and the answer ended: not cut by a disconnection, not too large */
  complete: boolean;
  cacheControl?: string;
  setsCookie: boolean;
}

type Chunk = string | Buffer;

const bytesOf = (chunks: Chunk[]) =>
  Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));

/** Keeps a chunk as `res.write` takes it; returns its length (UTF-16 units for text). */
function keep(chunks: Chunk[], chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string') {
    const utf8 = typeof encoding !== 'string' || encoding === 'utf8' || encoding === 'utf-8';
    chunks.push(utf8 ? chunk : Buffer.from(chunk, encoding as BufferEncoding));
    return chunk.length;
  }
  if (chunk instanceof Uint8Array) {
    // a copy: a writer may use its buffer again once the response has taken it
    chunks.push(Buffer.from(chunk));
    return chunk.byteLength;
  }
  return 0;
}

/**
 * Keeps a copy of what is written into `res` while its visitor is streamed as before; resolves
 * when the answer ends or is cut. Beyond `limit` (bytes, or UTF-16 units for text: a bound on
 * memory, not an exact size), the copy is dropped: such a page could not be stored anyway.
 */
export function captureResponse(res: Response, limit: number): Promise<CapturedPage> {
  let chunks: Chunk[] = [];
  let size = 0;
  const hold = (chunk: unknown, encoding: unknown) => {
    if (size > limit) return;
    size += keep(chunks, chunk, encoding);
    if (size > limit) chunks = [];
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    hold(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    if (args[0] !== undefined && typeof args[0] !== 'function') hold(args[0], args[1]);
    return end(...args);
  }) as Response['end'];

  return new Promise((resolve) => {
    let settled = false;
    const settle = (finished: boolean) => {
      if (settled) return;
      settled = true;
      resolve({
        status: res.statusCode,
        html: size > limit ? Buffer.alloc(0) : bytesOf(chunks),
        nonce: nonceOf(res),
        complete: finished && size <= limit,
        cacheControl: headerText(res.getHeader('Cache-Control')),
        setsCookie: res.getHeader('Set-Cookie') !== undefined,
      });
    };
    res.once('finish', () => settle(true));
    res.once('close', () => settle(false));
  });
}

const headerText = (value: OutgoingHttpHeader | undefined) =>
  value === undefined ? undefined : String(value);

/**
 * A response for a render nobody is waiting for (the refresh of a stale page): what the
 * renderer uses of Node's ServerResponse, keeping the bytes.
 */
export class PageSink extends Writable {
  statusCode = 200;
  private readonly headers = new Map<string, OutgoingHttpHeader>();
  private readonly chunks: Chunk[] = [];

  get headersSent(): boolean {
    return this.chunks.length > 0 || this.writableEnded;
  }

  setHeader(name: string, value: OutgoingHttpHeader): this {
    this.headers.set(name.toLowerCase(), value);
    return this;
  }

  getHeader(name: string): OutgoingHttpHeader | undefined {
    return this.headers.get(name.toLowerCase());
  }

  removeHeader(name: string): void {
    this.headers.delete(name.toLowerCase());
  }

  writeHead(status: number): this {
    this.statusCode = status;
    return this;
  }

  flushHeaders(): void {}

  override _write(chunk: Chunk, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(chunk);
    done();
  }

  /** what was written, once the render is over */
  page(nonce: string): CapturedPage {
    return {
      status: this.statusCode,
      html: bytesOf(this.chunks),
      nonce,
      complete: this.writableFinished,
      cacheControl: headerText(this.getHeader('Cache-Control')),
      setsCookie: this.getHeader('Set-Cookie') !== undefined,
    };
  }
}
