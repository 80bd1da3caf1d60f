const unsafeInScript = /[<>&\u2028\u2029]/g;
const escapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that stays data inside a <script> (the data block, JSON-LD): `<`, `>`, `&` and the line
 * separators are escaped in one pass, so no content can close the element or run (DESIGN §12).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(unsafeInScript, (char) => escapes[char] ?? char);
}

const written = new WeakMap<object, string>();

/**
 * jsonForScript for values never changed once built (shared results, the structured data
 * derived from them): each object's text is written once and kept as long as the object.
 */
export function jsonForScriptOnce(value: unknown): string {
  if (typeof value !== 'object' || value === null) return jsonForScript(value);
  let json = written.get(value);
  if (json === undefined) {
    json = jsonForScript(value);
    written.set(value, json);
  }
  return json;
}
