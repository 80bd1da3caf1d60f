/** Resolves once `url` answers 2xx, polling every 100 ms for up to `seconds`. */
export async function waitUntilUp(url: string, seconds = 30): Promise<void> {
  for (let attempt = 0; attempt < seconds * 10; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}
