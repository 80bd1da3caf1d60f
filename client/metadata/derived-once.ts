/**
 * What is derived from a public result is the same in every render sharing that result for a
 * minute (ADR 009), so it is built once per result object and key (ADR 019), and forgotten
 * with the object. The key names what else the value depends on (the site's URL, the page's
 * canonical path): a result has one or two.
 */
const derived = new WeakMap<object, Map<string, unknown>>();

export function derivedOnce<T>(source: object, key: string, derive: () => T): T {
  let byKey = derived.get(source);
  if (!byKey) {
    byKey = new Map();
    derived.set(source, byKey);
  }
  if (byKey.has(key)) return byKey.get(key) as T;
  const value = derive();
  byKey.set(key, value);
  return value;
}
