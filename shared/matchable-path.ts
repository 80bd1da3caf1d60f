// The path React Router matches on the server; the browser takes the one the server matched
// (AppState's `matchedUrl`). Its patterns' `.` does not match a line terminator, so a path with
// an encoded control character (`/faq/x%0a`) or a line or paragraph separator (`%E2%80%A8`,
// `%E2%80%A9`) would match no route, not even the catch-all: such an escape stays a literal
// text for it (`%250a`), and the path is a page that does not exist. So does a segment that
// does not decode (`/%E0%A4%A`).

/** An escape kept as text: a control character, U+2028 or U+2029. */
export const lineBreakEscape = /%(?:[01][0-9a-f]|7f|e2%80%a[89])/i;
const lineBreaking = new RegExp(lineBreakEscape.source, 'gi');

export function matchablePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (decodes(segment) ? segment : segment.replaceAll('%', '%25')))
    .join('/')
    .replace(lineBreaking, (escape) => escape.replaceAll('%', '%25'));
}

// the decoded text is used, not dropped: the bundler takes a bare `decodeURIComponent` call for
// one without effect and removes it, its error with it
function decodes(segment: string): boolean {
  try {
    return decodeURIComponent(segment) !== undefined;
  } catch {
    return false;
  }
}
