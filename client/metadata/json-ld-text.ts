import type { JsonLd } from './json-ld.ts';

/** JSON for a <script type="application/ld+json">: `<` escaped so no tag can close it. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
