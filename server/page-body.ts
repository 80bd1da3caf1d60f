import { once } from 'node:events';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { crc32Combine, crc32Shift } from './crc32-combine.ts';
import { standIns } from './hole-stand-ins.ts';

// A cached page's body (ADR 022): its bytes around the holes where each answer writes its own
// nonce, as they are (identity) and compressed once (gzip, brotli). In the compressed streams
// each hole is an uncompressed block (a deflate stored block, a brotli uncompressed
// meta-block), so that any nonce of the same length goes in as it is.

export interface BodyVariant {
  /** the bytes around the holes: the nonce goes between consecutive pieces */
  pieces: Buffer[];
  /** bytes sent, nonce included */
  length: number;
  /** gzip: the CRC-32 and size that close the stream, which depend on the nonce */
  trailer?: (nonce: Buffer) => Buffer;
}

/** The document cut where its nonce was: `parts.length - 1` holes of `holeLength` bytes. */
export interface HoledDocument {
  parts: Buffer[];
  holeLength: number;
}

/** The rendered document with its nonce cut out (every occurrence: attributes, scripts). */
export function cutNonce(html: Buffer, nonce: string): HoledDocument {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(needle); at >= 0; at = html.indexOf(needle, from)) {
    parts.push(html.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(html.subarray(from));
  return { parts, holeLength: needle.length };
}

const total = (buffers: Buffer[]) => buffers.reduce((sum, b) => sum + b.length, 0);

export function identityBody(document: HoledDocument): BodyVariant {
  const holes = document.parts.length - 1;
  return {
    pieces: document.parts,
    length: total(document.parts) + holes * document.holeLength,
  };
}

/** The chunks of one answer, in order. */
export function chunksWith(variant: BodyVariant, nonce: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  variant.pieces.forEach((piece, index) => {
    if (index > 0) chunks.push(nonce);
    chunks.push(piece);
  });
  if (variant.trailer) chunks.push(variant.trailer(nonce));
  return chunks;
}

/**
 * Bytes after a hole that go in its uncompressed block: brotli picks a literal's code from the
 * two bytes before it, which must be the same whatever the nonce.
 */
const tailLength = 2;

interface Codec {
  stream(size: number): Transform & zlib.Zlib;
  flushKind: number;
  /** the header of an uncompressed block of `length` bytes, written at a byte boundary */
  rawHeader(length: number): Buffer;
  decode(body: Buffer): Promise<Buffer>;
}

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

const codecs: Record<'br' | 'gzip', Codec> = {
  br: {
    stream: (size) =>
      zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          // made once per page and minute: near quality 11's size for a thirtieth of its time
          // (docs/performance.md)
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
    flushKind: zlib.constants.BROTLI_OPERATION_FLUSH,
    // ISLAST 0, MNIBBLES 4, MLEN - 1 on 16 bits, ISUNCOMPRESSED 1, then zeros to the byte
    rawHeader: (length) => {
      const bits = ((length - 1) << 3) | (1 << 19);
      return Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]);
    },
    decode: (body) => brotliDecompress(body),
  },
  gzip: {
    stream: () => zlib.createDeflateRaw({ level: 9 }),
    flushKind: zlib.constants.Z_SYNC_FLUSH,
    // BFINAL 0, BTYPE 00 (stored), then LEN and its complement
    rawHeader: (length) =>
      Buffer.from([0, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff]),
    decode: (body) => gunzip(body),
  },
};

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * The document compressed once, its holes left as uncompressed blocks. Checked by decoding it
 * with two nonces that differ in every byte: if anything decoded depended on a hole besides
 * the hole itself, one of them would differ from the document. Undefined when that check fails.
 */
export async function compressedBody(
  document: HoledDocument,
  encoding: 'br' | 'gzip',
): Promise<BodyVariant | undefined> {
  const { parts, holeLength } = document;
  const holes = parts.length - 1;
  const stands = standIns(parts, holeLength);
  if (!stands || holeLength + tailLength > 0xffff) return undefined;
  const codec = codecs[encoding];
  const tails = parts.map((part, index) => (index === 0 ? 0 : Math.min(tailLength, part.length)));
  const sections: Buffer[] = [parts[0] ?? Buffer.alloc(0)];
  for (let index = 1; index <= holes; index += 1) {
    const part = parts[index] ?? Buffer.alloc(0);
    const stand = stands[index - 1] ?? Buffer.alloc(holeLength);
    sections.push(Buffer.concat([stand, part.subarray(0, tails[index])]));
    sections.push(part.subarray(tails[index]));
  }
  let outputs: Buffer[];
  try {
    outputs = await compressSections(codec, sections, total(parts));
  } catch {
    return undefined;
  }
  // outputs: the first part, then for each hole the compressor's own version of it (dropped)
  // and the rest of the part that follows
  const rawHeader = (index: number) =>
    index <= holes ? codec.rawHeader(holeLength + (tails[index] ?? 0)) : Buffer.alloc(0);
  const pieces = [
    Buffer.concat([
      encoding === 'gzip' ? gzipHeader : Buffer.alloc(0),
      outputs[0] ?? Buffer.alloc(0),
      rawHeader(1),
    ]),
  ];
  for (let index = 1; index <= holes; index += 1) {
    const part = parts[index] ?? Buffer.alloc(0);
    pieces.push(
      Buffer.concat([
        part.subarray(0, tails[index]),
        outputs[2 * index] ?? Buffer.alloc(0),
        rawHeader(index + 1),
      ]),
    );
  }
  const variant: BodyVariant = {
    pieces,
    length: total(pieces) + holes * holeLength + (encoding === 'gzip' ? 8 : 0),
    ...(encoding === 'gzip' ? { trailer: gzipTrailer(document) } : {}),
  };
  const decodesTo = async (fill: number) => {
    const nonce = Buffer.alloc(holeLength, fill);
    try {
      const decoded = await codec.decode(Buffer.concat(chunksWith(variant, nonce)));
      return decoded.equals(Buffer.concat(chunksWith(identityBody(document), nonce)));
    } catch {
      return false;
    }
  };
  const checks = await Promise.all([decodesTo(0x41), decodesTo(0x42)]);
  return checks.every(Boolean) ? variant : undefined;
}

/** gzip's closing CRC-32 and size, combined from the parts' CRCs with the answer's nonce. */
function gzipTrailer({ parts, holeLength }: HoledDocument): (nonce: Buffer) => Buffer {
  const crcs = parts.map((part) => zlib.crc32(part));
  const shifts = parts.map((part) => crc32Shift(part.length));
  const nonceShift = crc32Shift(holeLength);
  const size = (total(parts) + (parts.length - 1) * holeLength) % 2 ** 32;
  return (nonce) => {
    let crc = crcs[0] ?? 0;
    const nonceCrc = zlib.crc32(nonce);
    for (let index = 1; index < parts.length; index += 1) {
      crc = crc32Combine(crc, nonceCrc, nonceShift);
      crc = crc32Combine(crc, crcs[index] ?? 0, shifts[index] ?? 0);
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(size, 4);
    return trailer;
  };
}

/** Each section compressed in turn, the stream flushed to a byte boundary after each. */
async function compressSections(codec: Codec, sections: Buffer[], size: number): Promise<Buffer[]> {
  const stream = codec.stream(size);
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => undefined);
  const outputs: Buffer[] = [];
  const take = () => {
    outputs.push(Buffer.concat(chunks));
    chunks.length = 0;
  };
  for (const section of sections.slice(0, -1)) {
    stream.write(section);
    await Promise.race([
      new Promise<void>((resolve) => stream.flush(codec.flushKind, resolve)),
      failed,
    ]);
    take();
  }
  const ended = once(stream, 'end');
  stream.end(sections.at(-1));
  await Promise.race([ended, failed]);
  take();
  return outputs;
}
