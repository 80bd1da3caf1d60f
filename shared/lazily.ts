/**
 * A value made at its first use. For `Intl` formatters: a browser loads a locale's data with
 * the first one it makes (60–90 ms of the main thread on a slow machine), a cost a page that
 * formats nothing while it starts should not pay when its modules load.
 */
export function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
