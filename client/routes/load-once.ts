/**
 * Each module is imported once (a repeated import() still costs a loader round trip on the
 * server); a failed import is forgotten, so that the browser tries the chunk again.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
