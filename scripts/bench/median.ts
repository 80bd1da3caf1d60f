/** The middle value (the upper one of an even count), to three decimals. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 1000) / 1000;
}
