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
