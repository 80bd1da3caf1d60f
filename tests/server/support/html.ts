import { parseState, type AppState } from '../../../client/app/app-state.ts';
// Small readers for the HTML the site renders: enough to check metadata, scripts and the data
// block without a DOM library. They read React's own output (attributes double-quoted).

export interface Tag {
  attrs: Record<string, string>;
  /** the element's text for <script> and <title>, '' for void elements */
  text: string;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Text or attribute value as the browser reads it (named and numeric character references). */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return String.fromCodePoint(code);
    }
    return entities[ref.toLowerCase()] ?? whole;
  });
}

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
    const name = match[1];
    if (name) attrs[name.toLowerCase()] = decodeHtml(match[2] ?? '');
  }
  return attrs;
}

/** The <head> element's inner HTML; throws when the document has none. */
export function headOf(html: string): string {
  const start = html.indexOf('<head>');
  const end = html.indexOf('</head>');
  if (start < 0 || end < start) throw new Error('no <head> in the document');
  return html.slice(start + '<head>'.length, end);
}

/** The <body> element's inner HTML. */
export function bodyOf(html: string): string {
  const start = html.search(/<body[\s>]/);
  const end = html.lastIndexOf('</body>');
  if (start < 0 || end < start) throw new Error('no <body> in the document');
  return html.slice(html.indexOf('>', start) + 1, end);
}

/** Every element named `name` (meta, link: void; script, title: with their text). */
export function tagsOf(html: string, name: 'meta' | 'link' | 'script' | 'title' | 'html'): Tag[] {
  const tags: Tag[] = [];
  if (name === 'meta' || name === 'link' || name === 'html') {
    for (const match of html.matchAll(new RegExp(`<${name}(\\s[^>]*)?>`, 'g')))
      tags.push({ attrs: attributesOf(match[1] ?? ''), text: '' });
    return tags;
  }
  for (const match of html.matchAll(new RegExp(`<${name}(\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'g')))
    tags.push({ attrs: attributesOf(match[1] ?? ''), text: match[2] ?? '' });
  return tags;
}

/** content of <meta name|property="key">, or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  return tagsOf(html, 'meta').find((tag) => tag.attrs.name === key || tag.attrs.property === key)
    ?.attrs.content;
}

/** href of the first <link rel="rel">. */
export function linkHref(html: string, rel: string): string | undefined {
  return tagsOf(html, 'link').find((tag) => tag.attrs.rel === rel)?.attrs.href;
}

/** The decoded text of every <title> in `html`. */
export function titlesOf(html: string): string[] {
  return tagsOf(html, 'title').map((tag) => decodeHtml(tag.text));
}

/** The JSON-LD blocks of `html`, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return tagsOf(html, 'script')
    .filter((tag) => tag.attrs.type === 'application/ld+json')
    .map((tag) => JSON.parse(tag.text) as Record<string, unknown>);
}

/** Scripts a browser would run: no type, a JavaScript type, or a module. */
export function executableScripts(html: string): Tag[] {
  return tagsOf(html, 'script').filter((tag) => {
    const type = tag.attrs.type?.toLowerCase();
    return type === undefined || type === '' || type === 'module' || type.includes('javascript');
  });
}

/** The raw text of the data block `<script id="app-state" type="application/json">`. */
export function appStateText(html: string): string {
  const tag = tagsOf(html, 'script').find((script) => script.attrs.id === 'app-state');
  if (!tag) throw new Error('no app-state data block');
  return tag.text;
}

/** The data block parsed as the browser reads it (state and queries' data back together). */
export function appStateOf(html: string): AppState {
  return parseState(appStateText(html));
}

/** Every value of `key` anywhere inside a parsed JSON value. */
export function deepValues(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => deepValues(item, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, inner]) => [
      ...(name === key ? [inner] : []),
      ...deepValues(inner, key),
    ]);
  return [];
}
