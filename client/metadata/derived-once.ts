/**
 * What is derived from a public result is the same in every render sharing that result for a
 * minute (ADR 009), so it is built once per result object and key (ADR 019), and forgotten
 * with the object. Keys are canonical URLs: a result has a handful at most.
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
