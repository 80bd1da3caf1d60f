// Small colour helpers for the cover pictures: parse '#rgb'/'#rrggbb' and mix colours.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(color: string): Rgb {
  const digits = HEX.exec(color)?.[1];
  if (!digits) throw new Error(`Invalid colour "${color}": expected '#rrggbb'`);
  const hex = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  const channel = (i: number): number => parseInt(hex.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (c: number): string =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mix `a` toward `b` by `t` (0 = a, 1 = b), both hex colours. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  const lerp = (x: number, y: number): number => x + (y - x) * t;
  return toHex({ r: lerp(ca.r, cb.r), g: lerp(ca.g, cb.g), b: lerp(ca.b, cb.b) });
}

/** Relative luminance in [0, 1] (sRGB approximation, good enough to pick contrasts). */
export function luminance(color: string): number {
  const { r, g, b } = parseHex(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Euclidean distance between two colours in RGB space (0 to ~441). */
export function distance(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return Math.hypot(ca.r - cb.r, ca.g - cb.g, ca.b - cb.b);
}
