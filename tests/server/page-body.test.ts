import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from '../../server/crc32-combine.ts';
import { chunksWith, compressedBody, cutNonce, identityBody } from '../../server/page-body.ts';

// ADR 022: a cached page is compressed once with holes where each answer writes its own nonce;
// whatever nonce fills them, the bytes decode to the page with that nonce.

const nonceLike = () => Buffer.from(randomBytes(18).toString('base64'));

/** A page-like document: French text, JSON, the nonce in attributes and scripts. */
function documentWith(nonce: string): Buffer {
  const words = ['recette', 'légumes', 'crème', 'potimarron', 'saison', '"slug"', '{"id":12}'];
  const text = (n: number) =>
    Array.from({ length: n }, (_, i) => words[(i * 7 + n) % words.length]).join(' ');
  const pieces = [
    `<!DOCTYPE html><html lang="fr"><head><link rel="modulepreload" nonce="${nonce}"/>`,
  ];
  for (let i = 0; i < 12; i += 1)
    pieces.push(`<p>${text(40 + i)}</p><script nonce="${nonce}">$RC("B:${i}","S:${i}")</script>`);
  // two holes side by side, then one at the very end
  pieces.push(`<p>${text(300)}</p><i data-a="${nonce}${nonce}"></i>${nonce}`);
  return Buffer.from(pieces.join(''));
}

describe('a page body with holes for its nonce', () => {
  it('decodes, gzip and brotli alike, to the page with whichever nonce fills its holes', async () => {
    const rendered = nonceLike().toString();
    const page = documentWith(rendered);
    const document = cutNonce(page, rendered);
    expect(document.parts).toHaveLength(17);
    for (const encoding of ['br', 'gzip'] as const) {
      const body = await compressedBody(document, encoding);
      if (!body) throw new Error(`no ${encoding} body`);
      expect(body.length, encoding).toBeLessThan(page.length / 2);
      for (let i = 0; i < 50; i += 1) {
        const nonce = nonceLike();
        const sent = Buffer.concat(chunksWith(body, nonce));
        expect(sent.length).toBe(body.length);
        const decoded = encoding === 'br' ? zlib.brotliDecompressSync(sent) : zlib.gunzipSync(sent);
        expect(decoded.toString()).toBe(page.toString().replaceAll(rendered, nonce.toString()));
      }
    }
    const identity = Buffer.concat(chunksWith(identityBody(document), Buffer.from(rendered)));
    expect(identity.equals(page)).toBe(true);
  });

  it('combines CRC-32s as zlib computes them over the whole', () => {
    for (const [a, b] of [
      [1000, 24],
      [24, 70_000],
      [0, 5],
      [17, 0],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(zlib.crc32(first), zlib.crc32(second), crc32Shift(b))).toBe(
        zlib.crc32(Buffer.concat([first, second])),
      );
    }
  });
});
