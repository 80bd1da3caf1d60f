// Number formatting for generated SVG: short, stable strings (no float noise).

/** A number rounded to at most 2 decimals, without trailing zeros. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** `translate(x y)` plus an optional rotation in degrees. */
export function place(x: number, y: number, rotate = 0): string {
  const move = `translate(${num(x)} ${num(y)})`;
  return rotate ? `${move} rotate(${num(rotate)})` : move;
}
