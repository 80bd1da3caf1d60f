// The CRC-32 of a concatenation from the CRC-32s of its pieces, as zlib's crc32_combine does
// (polynomials over GF(2), reflected): a gzip answer from the page cache gets the CRC of its
// document with a fresh nonce without reading the whole document again (ADR 022).

const polynomial = 0xedb88320;

/** a·b modulo the CRC polynomial; `a` is never 0 here (a power of x) */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  while (m !== 0) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ polynomial : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31 */
const powersOfTwo: number[] = [];
for (let k = 0, p = 1 << 30; k < 32; k += 1) {
  powersOfTwo.push(p);
  p = multiplyModP(p, p);
}

/**
 * The operator that shifts a CRC past `length` bytes (x^(8·length) modulo the polynomial):
 * worked out once per piece, it makes each combination 32 steps at most.
 */
export function crc32Shift(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3; // a byte is 2^3 bits
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1)
    if (n % 2 === 1) p = multiplyModP(powersOfTwo[k % 32] ?? 0, p);
  return p;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and `crc32Shift(B.length)`. */
export const crc32Combine = (crcA: number, crcB: number, shiftB: number): number =>
  (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
