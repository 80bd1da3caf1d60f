// What the compressor of a cached page reads in each hole left for the nonce (ADR 022,
// server/page-body.ts): bytes the document never holds (those that never occur in UTF-8, C0,
// C1, F5–FF, and the control characters it does not use), so that no match can copy from a
// hole; each two-byte sequence once in all the holes of a page (a de Bruijn sequence of order
// 2), so that brotli finds no match inside them either and its cache of recent distances stays
// as the decoder will have it.

const candidates = [
  0xc0,
  0xc1,
  ...Array.from({ length: 11 }, (_, index) => 0xf5 + index),
  0x7f,
  ...Array.from({ length: 32 }, (_, byte) => byte).filter((byte) => ![9, 10, 13].includes(byte)),
];

/** A stand-in for each hole between `parts`, or undefined when there are too many holes. */
export function standIns(parts: Buffer[], holeLength: number): Buffer[] | undefined {
  const present = new Uint8Array(256);
  for (const part of parts) for (const byte of part) present[byte] = 1;
  const alphabet = candidates.filter((byte) => present[byte] === 0);
  const sequence = deBruijnOfOrder2(alphabet.length);
  const holes = parts.length - 1;
  if (holes * holeLength > sequence.length) return undefined;
  return Array.from({ length: holes }, (_, hole) =>
    Buffer.from(
      sequence
        .slice(hole * holeLength, (hole + 1) * holeLength)
        .map((symbol) => alphabet[symbol] ?? 0),
    ),
  );
}

/** Every pair of `k` symbols once (k² symbols, read as a line, not a cycle). */
function deBruijnOfOrder2(k: number): number[] {
  // the Lyndon words of length 1 and 2, in order
  const sequence: number[] = [];
  for (let a = 0; a < k; a += 1) {
    sequence.push(a);
    for (let b = a + 1; b < k; b += 1) sequence.push(a, b);
  }
  return sequence;
}
